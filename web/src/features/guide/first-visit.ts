/** The flag a first visit stores, so the guide opens once (spec section 2). */
export const VISITED_KEY = 'hasVisitedBefore';

/**
 * A first visit (no stored flag) opens the guide once and stores the flag. Apart from the guide's
 * dialog so the main screen can ask without loading it: the dialog loads when it opens.
 */
export function isFirstVisit(): boolean {
  try {
    if (localStorage.getItem(VISITED_KEY)) return false;
    localStorage.setItem(VISITED_KEY, 'true');
    return true;
  } catch {
    return false;
  }
}
