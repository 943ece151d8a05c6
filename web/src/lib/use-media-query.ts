import { useSyncExternalStore } from 'react';

/** The screen of a phone (theme.breakpoints.phone). */
export const PHONE_QUERY = '(max-width: 640px)';

/** Too narrow for the main screen's header actions in one row beside the search (a tablet, a phone): they fold into its menu. */
export const COMPACT_HEADER_QUERY = '(max-width: 960px)';

/**
 * Whether a CSS media query matches now, following it as the window changes. Used where CSS alone
 * cannot choose (a control that moves into a menu on phones), so the page holds one copy of it.
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}
