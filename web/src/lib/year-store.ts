import type { ExternalValue } from './external-value';

/**
 * The timeline's year, outside React state: playback changes it up to 13 times a second, and as
 * React state each change re-rendered the whole main screen. The map's layers, the timeline's
 * badge and track, the visible count and the address follow it by subscribing.
 */
export interface YearStore extends ExternalValue<number> {
  set: (year: number) => void;
}

export function createYearStore(initial: number): YearStore {
  let year = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => year,
    set(next) {
      if (next === year) return;
      year = next;
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
