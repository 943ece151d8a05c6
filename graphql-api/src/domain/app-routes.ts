/**
 * The web app's pages, shared by the browser's router and the server: the server answers every
 * other path with the app's 404 page and a real 404 status (spec section 2: any other path is a
 * 404), so crawlers and link checkers see what a visitor sees.
 */
export const APP_PATHS = [
  '/',
  '/embed',
  '/auth',
  '/account',
  '/my-events',
  '/newsletter/confirm',
  '/newsletter/unsubscribe',
  '/admin',
  '/admin-dashboard',
  '/landing',
  '/about',
  '/builders',
  '/sponsors',
  '/monetization',
  '/partners',
  '/news',
  '/investors',
  '/media-kit',
  '/terms',
  '/contacts',
] as const;

export type AppPath = (typeof APP_PATHS)[number];

const KNOWN = new Set<string>(APP_PATHS);

/** Whether a request path names one of the app's pages, matched as React Router matches: any case, one trailing slash. */
export function isAppPath(pathname: string): boolean {
  const trimmed = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  return KNOWN.has(trimmed.toLowerCase());
}
