/**
 * Security headers (helmet) with a Content-Security-Policy that fits the app: scripts only from our
 * origin (Vite emits no inline script), MapLibre's workers from blob: URLs, inline styles for
 * styled-components, images and tiles from any https server (the optional raster basemap), and
 * the page may not be framed.
 */
import type { RequestHandler } from 'express';
import helmet from 'helmet';

export function securityHeaders(options: { https: boolean }): RequestHandler {
  return helmet({
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
        frameAncestors: ["'none'"],
        ...(options.https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // Cross-origin isolation would block the optional third-party tiles.
    crossOriginEmbedderPolicy: false,
    // Sharing links open our pages from other sites; keep the referrer to our origin only.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: options.https ? { maxAge: 15552000, includeSubDomains: true } : false,
  });
}
