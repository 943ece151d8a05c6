import { describe, expect, it, vi } from 'vitest';
import { createYearStore } from './year-store';

describe('createYearStore', () => {
  it('tells its subscribers about a change, not about the same year again, and forgets them when asked', () => {
    const store = createYearStore(-3500);
    const listener = vi.fn();
    const stop = store.subscribe(listener);
    store.set(-3400);
    store.set(-3400);
    expect(store.get()).toBe(-3400);
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
    store.set(-3300);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
