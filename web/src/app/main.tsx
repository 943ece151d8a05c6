import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './providers';
import { AppRouter } from './router';
import { preloadFeed } from '../map/feed-loader';

// On the map's route the events feed starts now, while React and the map's chunks load.
if (window.location.pathname === '/') preloadFeed();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders>
      <AppRouter />
    </AppProviders>
  </StrictMode>,
);
