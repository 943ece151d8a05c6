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
  '/stories',
  '/stories/new',
  '/stories/:id',
  '/stories/:id/edit',
] as const;

export type AppPath = (typeof APP_PATHS)[number];

const KNOWN = new Set<string>(APP_PATHS.filter((path) => !path.includes(':')));
/** The paths with a parameter (`:id`), split into segments. */
const PATTERNS = APP_PATHS.filter((path) => path.includes(':')).map((path) => path.split('/'));

/** A path's segments against a pattern's: a `:name` segment matches any one non-empty segment. */
const matches = (segments: string[], pattern: string[]) =>
  segments.length === pattern.length && pattern.every((part, i) => (part.startsWith(':') ? segments[i] !== '' : part === segments[i]!.toLowerCase()));

/**
 * Whether a request path names one of the app's pages, matched as React Router matches: any case,
 * one trailing slash, a `:id` segment standing for any one segment.
 */
export function isAppPath(pathname: string): boolean {
  const trimmed = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  if (KNOWN.has(trimmed.toLowerCase())) return true;
  const segments = trimmed.split('/');
  return PATTERNS.some((pattern) => matches(segments, pattern));
}
