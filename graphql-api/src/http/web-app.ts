import type { Express, Request } from 'express';
import expressStaticGzip from 'express-static-gzip';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { isAppPath } from '../domain/app-routes.js';

/** The head tags of a page (title, description, link preview tags): modules/link-previews. */
export type PageHead = (req: Request) => Promise<string>;

/**
 * Serves the built web app; a missing file under /assets is a 404. Any other GET answers index.html
 * so deep links work (history fallback): with 200 for the app's pages (domain/app-routes.ts) and
 * 404 for the rest, where the app renders its 404 page. An app page's index.html carries its own
 * head tags (`pageHead`): crawlers and link previews read those without running the app.
 */
export function serveWebApp(app: Express, distDir: string, pageHead: PageHead): void {
  const indexFile = path.join(distDir, 'index.html');
  const index = new IndexHtml(indexFile);
  // The build writes a brotli and a gzip copy of each file (web/vite.config.ts): sent as they are
  // to clients that accept them, so the compression middleware passes them by.
  app.use(expressStaticGzip(distDir, { index: false, enableBrotli: true, orderPreference: ['br', 'gzip'], serveStatic: { maxAge: '1h' } }));
  // A build file that is not there (an open tab asking for a chunk a deploy replaced) is a 404, not
  // index.html: the browser's import fails cleanly and the app reloads into the new build.
  app.use('/assets', (_req, res) => {
    res.status(404).type('text').send('Not found');
  });
  app.get('/{*path}', async (req, res) => {
    if (!fs.existsSync(indexFile)) {
      res.status(503).type('text').send('The web app is not built yet: run `npm run build` (npm start does it for you).');
      return;
    }
    res.set('Cache-Control', 'no-cache');
    if (!isAppPath(req.path)) {
      res.status(404).sendFile(indexFile);
      return;
    }
    const [html, tags] = await Promise.all([index.read(), pageHead(req)]);
    res.status(200).type('html').send(withHeadTags(html, tags));
  });
}

/** index.html, read again only when a build replaced it. */
class IndexHtml {
  private cached: { mtimeMs: number; text: string } | null = null;

  constructor(private readonly file: string) {}

  async read(): Promise<string> {
    const { mtimeMs } = await fsp.stat(this.file);
    if (this.cached?.mtimeMs !== mtimeMs) this.cached = { mtimeMs, text: await fsp.readFile(this.file, 'utf8') };
    return this.cached.text;
  }
}

/**
 * index.html with a page's head tags: the build's own <title> and description give way to them
 * (two titles would leave crawlers to pick one).
 */
export function withHeadTags(indexHtml: string, tags: string): string {
  const stripped = indexHtml.replace(/<title>[\s\S]*?<\/title>\s*/i, '').replace(/<meta\s+name="description"[^>]*>\s*/i, '');
  const at = stripped.search(/<\/head>/i);
  if (at >= 0) return `${stripped.slice(0, at)}  ${tags}\n  ${stripped.slice(at)}`;
  // A page without a head: the tags go right after the doctype (before it, a browser would render in quirks mode).
  const doctype = /^\s*<!doctype[^>]*>/i.exec(stripped)?.[0] ?? '';
  return `${doctype}${tags}${stripped.slice(doctype.length)}`;
}
