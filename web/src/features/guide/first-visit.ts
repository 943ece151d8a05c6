import { useEffect, useState } from 'react';

/** The flag a first visit stores, so the guide opens once (spec section 2). */
export const VISITED_KEY = 'hasVisitedBefore';

/**
 * Whether this is the visitor's first visit (no stored flag), asked by a screen that shows the guide
 * on it; `asks` false (an embed, a story's reader) neither shows the guide nor stores the flag. The
 * flag is stored once the screen is on the page, not while it renders: React may render a screen and
 * throw that render away (something suspended, or a more urgent update came in) before it renders it
 * again. A render that stored the flag told the dropped render "first visit" and the shown one "not",
 * and the guide did not open. Apart from the guide's dialog so the screen can ask without loading it.
 */
export function useFirstVisit(asks: boolean): boolean {
  const [first] = useState(() => asks && !hasVisited());
  useEffect(() => {
    if (first) markVisited();
  }, [first]);
  return first;
}

/** Whether the flag is stored; storage that cannot be read counts as visited. */
export function hasVisited(): boolean {
  try {
    return Boolean(localStorage.getItem(VISITED_KEY));
  } catch {
    return true; // storage off: no guide, rather than one on every visit
  }
}

function markVisited(): void {
  try {
    localStorage.setItem(VISITED_KEY, 'true');
  } catch {
    // storage off: hasVisited already said so
  }
}
