import fs from 'node:fs';
import path from 'node:path';
import type { RequestHandler } from 'express';

/**
 * GET /graphql from a browser's address bar (it prefers text/html) answers the GraphQL explorer,
 * the web build's explorer.html; every other GET (a client asking for JSON, persisted queries) and
 * every POST goes on to Apollo. `?query=` opens the explorer with that query.
 */
export function explorerPage(distDir: string): RequestHandler {
  const page = path.join(distDir, 'explorer.html');
  return (req, res, next) => {
    if (req.method !== 'GET' || req.accepts(['application/graphql-response+json', 'application/json', 'text/html']) !== 'text/html') return next();
    if (!fs.existsSync(page)) {
      res.status(503).type('text').send('The GraphQL explorer is not built yet: run `npm run build` (npm start does it for you).');
      return;
    }
    res.set('Cache-Control', 'no-cache').sendFile(page);
  };
}
