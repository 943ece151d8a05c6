/**
 * CSRF defence for the REST layer (GraphQL has Apollo's own csrfPrevention). A browser on another
 * site can only send "simple" cross-origin requests without a preflight: form encodings and
 * text/plain. So a state-changing call must be JSON (or multipart where a route takes files), and
 * when the browser says where it comes from (Origin), that must be this site. Session cookies are
 * SameSite=Lax on top of this, so they are not even sent on a cross-site POST.
 */
import type { Request, RequestHandler } from 'express';
import { sendRestError } from '../modules/shared/rest-error-body.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface SameOriginOptions {
  /** PUBLIC_URL, when the site is reached under another name than the Host header (a proxy). */
  publicUrl?: string;
  /** CORS_ORIGINS: other sites trusted with writes. */
  allowedOrigins?: readonly string[];
  /** Path prefixes (under the router) that accept multipart/form-data uploads. */
  multipartPaths?: string[];
}

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

function ownOrigins(req: Request, publicUrl?: string, allowed: readonly string[] = []): string[] {
  const host = req.get('host');
  const origins = host ? [`http://${host}`, `https://${host}`, ...allowed] : [...allowed];
  const configured = publicUrl ? originOf(publicUrl) : null;
  return configured ? [...origins, configured] : origins;
}

export function sameOriginWrites(options: SameOriginOptions = {}): RequestHandler {
  return (req, res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const origin = req.get('origin');
    if (origin && origin !== 'null' && !ownOrigins(req, options.publicUrl, options.allowedOrigins).includes(origin)) {
      sendRestError(res, 403, {
        message: `Cross-site request refused: ${req.method} ${req.originalUrl} only accepts calls from this site.`,
        code: 'CROSS_SITE_REFUSED',
      });
      return;
    }
    if (origin === 'null') {
      sendRestError(res, 403, { message: 'Cross-site request refused: requests from an opaque origin are not accepted.', code: 'CROSS_SITE_REFUSED' });
      return;
    }
    const type = req.get('content-type');
    if (!type) return next(); // no body (e.g. logout): nothing a form could have sent
    if (req.is('application/json')) return next();
    if (req.is('multipart/form-data') && options.multipartPaths?.some((p) => req.path.startsWith(p))) return next();
    sendRestError(res, 415, { message: `Unsupported Content-Type "${type}": send the body as application/json.`, code: 'UNSUPPORTED_MEDIA_TYPE' });
  };
}
