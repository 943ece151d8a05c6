import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './providers';
import { AppRouter } from './router';
import { preloadFeed } from '../map/feed-loader';
import { readAtlasState } from './routes/main-screen/atlas-url';
import { preloadMapStage } from './routes/main-screen/lazy-stages';
import { hasVisited } from '../features/guide/first-visit';

// On the map's route the events feed and the map's code start now, while React and the screen load.
if (window.location.pathname === '/') {
  // A first visit opens with the guide, the largest text on the screen (Lighthouse's LCP): its small
  // chunk goes first, so it is ready when the screen renders instead of arriving behind the map's.
  if (!hasVisited()) void import('../features/guide/onboarding-guide').catch(() => {}); // the lazy dialog sees a failure
  // The feed's chunks that can show the address's year come first.
  preloadFeed(readAtlasState(new URLSearchParams(window.location.search)).year);
  preloadMapStage();
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders>
      <AppRouter />
    </AppProviders>
  </StrictMode>,
);
