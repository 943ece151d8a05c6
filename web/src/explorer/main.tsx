/**
 * The GraphQL explorer served at /graphql to browsers: GraphiQL bundled by our build (Monaco's
 * workers are files of this site, no CDN), so it works offline and under our Content-Security-Policy.
 * Its own entry (explorer.html): none of it loads with the map.
 */
import 'graphiql/setup-workers/vite';
import 'graphiql/style.css';
import { createGraphiQLFetcher } from '@graphiql/toolkit';
import { GraphiQL } from 'graphiql';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { EXPLORER_START_QUERY, explorerStart } from './explorer-start';

// Same origin: the session cookie goes along, so a signed-in admin can try the admin fields.
const fetcher = createGraphiQLFetcher({ url: '/graphql' });
const start = explorerStart(window.location.search);

createRoot(document.getElementById('explorer')!).render(
  <StrictMode>
    <GraphiQL fetcher={fetcher} defaultQuery={EXPLORER_START_QUERY} initialQuery={start.query} initialVariables={start.variables} />
  </StrictMode>,
);
