import type { Express } from 'express';
import expressStaticGzip from 'express-static-gzip';
import fs from 'node:fs';
import path from 'node:path';
import { isAppPath } from '../domain/app-routes.js';

/**
 * Serves the built web app; a missing file under /assets is a 404. Any other GET answers index.html
 * so deep links work (history fallback): with 200 for the app's pages (domain/app-routes.ts) and
 * 404 for the rest, where the app renders its 404 page.
 */
export function serveWebApp(app: Express, distDir: string): void {
  const indexFile = path.join(distDir, 'index.html');
  // The build writes a brotli and a gzip copy of each file (web/vite.config.ts): sent as they are
  // to clients that accept them, so the compression middleware passes them by.
  app.use(expressStaticGzip(distDir, { index: false, enableBrotli: true, orderPreference: ['br', 'gzip'], serveStatic: { maxAge: '1h' } }));
  // A build file that is not there (an open tab asking for a chunk a deploy replaced) is a 404, not
  // index.html: the browser's import fails cleanly and the app reloads into the new build.
  app.use('/assets', (_req, res) => {
    res.status(404).type('text').send('Not found');
  });
  app.get('/{*path}', (req, res) => {
    if (!fs.existsSync(indexFile)) {
      res.status(503).type('text').send('The web app is not built yet: run `npm run build` (npm start does it for you).');
      return;
    }
    res
      .status(isAppPath(req.path) ? 200 : 404)
      .set('Cache-Control', 'no-cache')
      .sendFile(indexFile);
  });
}
