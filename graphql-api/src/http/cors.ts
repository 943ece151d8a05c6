/**
 * Cross-origin calls. A browser app on another site may read public data with no credentials:
 * its answers carry `Access-Control-Allow-Origin: *`, its cookies are dropped so it acts signed
 * out, and on /graphql it may only run public reads (graphql/cross-origin-plugin.ts). Origins
 * listed in CORS_ORIGINS are trusted like the site itself: credentialed calls (the session
 * cookie) and writes. Preflights are answered here.
 */
import type { Request, RequestHandler } from 'express';

export interface CorsOptions {
  /** CORS_ORIGINS: origins allowed credentialed calls. */
  allowedOrigins: readonly string[];
  /** The site's own public address (config publicUrl). */
  publicUrl: string;
}

/** How a request relates to the site: same origin (or no Origin), a listed origin, or any other. */
export type OriginKind = 'same' | 'listed' | 'public';

const ALLOWED_HEADERS = 'content-type, apollo-require-preflight, x-apollo-operation-name, x-request-id, cache-control, if-none-match';
const EXPOSED_HEADERS = 'x-request-id, x-total-count, etag, retry-after, x-response-cache';

function ownOrigin(req: Request, publicUrl: string, origin: string): boolean {
  const host = req.get('host');
  return origin === new URL(publicUrl).origin || (host !== undefined && (origin === `http://${host}` || origin === `https://${host}`));
}

export function originKindOf(res: { locals: Record<string, unknown> }): OriginKind {
  return (res.locals.originKind as OriginKind | undefined) ?? 'same';
}

export function cors(options: CorsOptions): RequestHandler {
  const listed = new Set(options.allowedOrigins);
  return (req, res, next) => {
    const origin = req.get('origin');
    if (!origin || origin === 'null' || ownOrigin(req, options.publicUrl, origin)) return next();
    res.vary('Origin');
    const kind: OriginKind = listed.has(origin) ? 'listed' : 'public';
    res.locals.originKind = kind;
    if (kind === 'listed') {
      res.set({ 'Access-Control-Allow-Origin': origin, 'Access-Control-Allow-Credentials': 'true' });
    } else {
      res.set('Access-Control-Allow-Origin', '*');
      // Another site's page acts signed out here, whatever cookies its browser would send.
      delete req.headers.cookie;
    }
    res.set('Access-Control-Expose-Headers', EXPOSED_HEADERS);
    if (req.method === 'OPTIONS' && req.get('access-control-request-method')) {
      res.set({
        'Access-Control-Allow-Methods': kind === 'listed' ? 'GET, HEAD, POST, PATCH, DELETE' : 'GET, HEAD, POST',
        'Access-Control-Allow-Headers': ALLOWED_HEADERS,
        'Access-Control-Max-Age': '600',
      });
      res.status(204).end();
      return;
    }
    next();
  };
}
