/**
 * Security headers (helmet) with a Content-Security-Policy that fits the app: scripts only from our
 * origin (Vite emits no inline script), MapLibre's workers from blob: URLs, inline styles for
 * styled-components, images and tiles from any https server (the optional raster basemap), and
 * the page may not be framed, except the embed page (/embed), by any site.
 *
 * helmet's headers depend on its options only, never on the request: they are worked out once at
 * start-up and set in one step. helmet itself runs a dozen chained middlewares per request, CPU
 * that every executed GraphQL page paid for the same headers.
 */
import type { RequestHandler } from 'express';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
import { isEmbedPath } from '../domain/embed.js';

export function securityHeaders(options: { https: boolean }): RequestHandler {
  const page = headersOf(helmet(helmetOptions(options)));
  const embed = headersOf(helmet(helmetOptions({ ...options, embed: true })));
  return (req, res, next) => {
    // Only the embed page may be framed, by any site (issue 29); every other page by none.
    const { set, removed } = isEmbedPath(req.path) ? embed : page;
    for (const name of removed) res.removeHeader(name);
    for (const [name, value] of set) res.setHeader(name, value);
    next();
  };
}

/** What a middleware does to a response's headers, recorded on a stand-in response. */
export function headersOf(middleware: (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void): {
  set: [string, string][];
  removed: string[];
} {
  const set = new Map<string, string>();
  const removed = new Set<string>();
  const res = {
    setHeader(name: string, value: string) {
      set.set(name, value);
      removed.delete(name);
    },
    removeHeader(name: string) {
      set.delete(name);
      removed.add(name);
    },
  };
  let called = false;
  middleware({ headers: {}, method: 'GET', url: '/' } as IncomingMessage, res as unknown as ServerResponse, (error) => {
    if (error) throw error instanceof Error ? error : new Error('security headers: the middleware failed', { cause: error });
    called = true;
  });
  // helmet calls next synchronously; a middleware that did not would set its headers too late here.
  if (!called) throw new Error('security headers: the middleware did not finish synchronously');
  return { set: [...set], removed: [...removed] };
}

/** Our helmet configuration; `embed` for the embed page, which other sites may frame (no X-Frame-Options, frame-ancestors *). */
export function helmetOptions(options: { https: boolean; embed?: boolean }): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // MapLibre builds its web workers from a blob: URL.
        workerSrc: ["'self'", 'blob:'],
        childSrc: ["'self'", 'blob:'],
        // styled-components injects <style> elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        connectSrc: ["'self'", 'https:'],
        fontSrc: ["'self'", 'data:'],
        mediaSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: options.embed ? ['*'] : ["'none'"],
        ...(options.https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // Cross-origin isolation would block the optional third-party tiles.
    crossOriginEmbedderPolicy: false,
    // X-Frame-Options has no "any site": the embed page leaves it out and lets frame-ancestors speak.
    ...(options.embed ? { xFrameOptions: false } : {}),
    // Sharing links open our pages from other sites; keep the referrer to our origin only.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: options.https ? { maxAge: 15552000, includeSubDomains: true } : false,
  };
}
