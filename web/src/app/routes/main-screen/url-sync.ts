import { writeAtlasState, type AtlasUrlState } from './atlas-url';
import type { AtlasStore, ScreenState } from './atlas-store';

/** Where the address is read and written (the browser's, through the router; a fake in tests). */
export interface AddressBar {
  /** The query string now, without '?'. */
  read(): string;
  /** A new history entry. */
  push(search: string): void;
  /** A new address for the current entry. */
  replace(search: string): void;
}

export interface Timers {
  now(): number;
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(timer: unknown): void;
}

/** Address rewrites (not history entries) happen at most this often. */
export const REPLACE_INTERVAL_MS = 1000;
/** The address follows the year once it has rested this long, and at least this often while it moves. */
export const YEAR_REST_MS = 1000;
export const YEAR_MAX_WAIT_MS = 5000;

/**
 * Changes a person would want the back button to undo (opening or leaving the compare view among
 * them); the rest (playback, typing, panning, the compare view's years) replace.
 */
const pushes = (a: Omit<AtlasUrlState, 'year'>, b: Omit<AtlasUrlState, 'year'>) =>
  a.eventId !== b.eventId || a.mode !== b.mode || a.periods.join() !== b.periods.join() || (a.compare === null) !== (b.compare === null);

/** The address's fields changed (the screen's own fields, such as a dialog, are not in the address). */
const addressChanged = (a: ScreenState, b: ScreenState) =>
  a.mode !== b.mode || a.periods !== b.periods || a.eventId !== b.eventId || a.search !== b.search || a.view !== b.view || a.compare !== b.compare;

const browserTimers: Timers = {
  now: () => Date.now(),
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (t) => clearTimeout(t as ReturnType<typeof setTimeout>),
};

/**
 * Keeps the address in step with the store until the returned function is called. Opening an event,
 * switching the mode or ticking a period is a history entry (the back button undoes it); typing,
 * panning and playback rewrite the address at most once a second, the last state winning. The year
 * is written once it has rested for a second (at least every 5 s while it moves): rewriting the
 * address costs more main-thread time than the rest of a playback tick, so a tick never does it.
 * Back/forward (the store's followUrl) writes nothing back; the address it opened with is
 * rewritten in the form the state reads it.
 */
export function syncUrl(store: AtlasStore, address: AddressBar, timers: Timers = browserTimers): () => void {
  let previous = store.get();
  let pendingReplace: unknown = null;
  let lastReplace = Number.NEGATIVE_INFINITY;
  let yearTimer: unknown = null;
  let firstYearChange = 0;

  const cancel = () => {
    if (pendingReplace !== null) timers.clearTimeout(pendingReplace);
    if (yearTimer !== null) timers.clearTimeout(yearTimer);
    pendingReplace = yearTimer = null;
  };
  const target = () => writeAtlasState(store.urlState(), new URLSearchParams(address.read())).toString();
  const replace = () => {
    pendingReplace = null;
    lastReplace = timers.now();
    const next = target();
    if (next !== address.read()) address.replace(next);
  };
  const write = () => {
    const state = store.get();
    cancel();
    const next = target();
    const push = pushes(previous, state);
    previous = state;
    if (next === address.read()) return;
    if (push) return address.push(next);
    const wait = REPLACE_INTERVAL_MS - (timers.now() - lastReplace);
    if (wait <= 0) replace();
    else pendingReplace = timers.setTimeout(replace, wait);
  };

  const stopState = store.subscribe((source) => {
    const state = store.get();
    if (source === 'address') {
      // The address is already what the state follows.
      cancel();
      previous = state;
      return;
    }
    if (addressChanged(previous, state)) write();
  });
  const stopYear = store.year.subscribe(() => {
    const now = timers.now();
    if (yearTimer !== null) timers.clearTimeout(yearTimer);
    else firstYearChange = now;
    yearTimer = timers.setTimeout(
      () => {
        yearTimer = null;
        write();
      },
      Math.max(0, Math.min(YEAR_REST_MS, firstYearChange + YEAR_MAX_WAIT_MS - now)),
    );
  });
  // An address the state reads differently (a year past 2000, an unknown period) is rewritten at once.
  write();
  return () => {
    stopState();
    stopYear();
    cancel();
  };
}
