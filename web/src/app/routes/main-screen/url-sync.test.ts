import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAtlasStore } from './atlas-store';
import { REPLACE_INTERVAL_MS, syncUrl, YEAR_MAX_WAIT_MS, YEAR_REST_MS, type AddressBar } from './url-sync';

/** An address bar that records what was written to it. */
function addressBar(initial: string) {
  let search = initial;
  const writes: { kind: 'push' | 'replace'; search: string }[] = [];
  const bar: AddressBar = {
    read: () => search,
    push: (next) => {
      search = next;
      writes.push({ kind: 'push', search: next });
    },
    replace: (next) => {
      search = next;
      writes.push({ kind: 'replace', search: next });
    },
  };
  return { bar, writes, read: () => search };
}

function synced(initial = '') {
  const store = createAtlasStore(initial);
  const address = addressBar(initial);
  const stop = syncUrl(store, address.bar);
  return { store, ...address, stop };
}

describe('syncUrl (the address follows the main screen)', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('makes a history entry for what the back button should undo: an event, the mode, the periods', () => {
    const { store, writes } = synced('year=1945');
    store.togglePeriod(6);
    store.setMode('whatif');
    store.openEvent('e-1');
    expect(writes.map((w) => w.kind)).toEqual(['push', 'push', 'push']);
    expect(Object.fromEntries(new URLSearchParams(writes.at(-1)!.search))).toEqual({
      year: '1945',
      mode: 'whatif',
      periods: 'deep-ancient,classical-antiquity,medieval,renaissance-early-modern,enlightenment,industrial',
      event: 'e-1',
    });
  });

  it('rewrites the address for typing and panning at most once a second, the last state winning', () => {
    const { store, writes, read } = synced();
    store.setSearch('tre');
    expect(writes).toEqual([{ kind: 'replace', search: 'q=tre' }]);
    store.setSearch('trea');
    store.setSearch('treaty');
    expect(writes).toHaveLength(1);
    vi.advanceTimersByTime(REPLACE_INTERVAL_MS);
    expect(writes).toEqual([
      { kind: 'replace', search: 'q=tre' },
      { kind: 'replace', search: 'q=treaty' },
    ]);
    expect(read()).toBe('q=treaty');
  });

  it('writes the year once it has rested a second, and at least every 5 s while it keeps moving', () => {
    const { store, writes } = synced();
    store.year.set(-3400);
    vi.advanceTimersByTime(YEAR_REST_MS - 1);
    expect(writes).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(writes).toEqual([{ kind: 'replace', search: 'year=-3400' }]);
    // Playback: a tick every 600 ms never rests a second, yet the address follows within 5 s.
    for (let t = 0, y = -3300; t < YEAR_MAX_WAIT_MS + 600; t += 600, y += 100) {
      store.year.set(y);
      vi.advanceTimersByTime(600);
    }
    expect(writes.length).toBeGreaterThanOrEqual(2);
    expect(writes[1]!.search).toMatch(/^year=-2/);
  });

  it('a jump carries its year in its own history entry', () => {
    const { store, writes } = synced();
    store.jumpTo('e-7', 1066, 2);
    expect(writes).toEqual([{ kind: 'push', search: 'year=1066&event=e-7' }]);
    vi.advanceTimersByTime(YEAR_MAX_WAIT_MS);
    expect(writes).toHaveLength(1);
  });

  it('writes nothing back when the address changed under it (back/forward), even with a rewrite pending', () => {
    const { store, writes } = synced();
    store.setSearch('rome');
    store.setSearch('romans');
    expect(writes).toHaveLength(1);
    store.followUrl('year=1500');
    vi.advanceTimersByTime(YEAR_MAX_WAIT_MS);
    expect(writes).toHaveLength(1);
  });

  it('rewrites an address it reads differently at once, and keeps parameters it does not know', () => {
    const { writes } = synced('year=99999&utm_source=mail');
    expect(writes).toEqual([{ kind: 'replace', search: 'year=2000&utm_source=mail' }]);
  });

  it('opens and leaves the compare view as history entries; its years change in place', () => {
    const { store, writes, read } = synced('year=1450');
    store.setCompare([1450, 1550]);
    expect(writes).toEqual([{ kind: 'push', search: 'year=1450&compare=1450%2C1550' }]);
    vi.advanceTimersByTime(REPLACE_INTERVAL_MS);
    store.setCompare([1450, 1600]);
    expect(writes.at(-1)).toEqual({ kind: 'replace', search: 'year=1450&compare=1450%2C1600' });
    store.setCompare(null);
    expect(writes.at(-1)).toEqual({ kind: 'push', search: 'year=1450' });
    // Back: the store follows the address into the compare view again.
    store.followUrl('year=1450&compare=1450%2C1600');
    expect(store.get().compare).toEqual([1450, 1600]);
    expect(read()).toBe('year=1450');
    expect(writes).toHaveLength(3);
  });

  it('rewrites a compare value it cannot show out of the address at once', () => {
    const { store, writes } = synced('compare=1450&year=1500');
    expect(store.get().compare).toBeNull();
    expect(writes).toEqual([{ kind: 'replace', search: 'year=1500' }]);
  });

  it('stops following when stopped', () => {
    const { store, writes, stop } = synced();
    stop();
    store.setMode('whatif');
    store.year.set(100);
    vi.advanceTimersByTime(YEAR_MAX_WAIT_MS);
    expect(writes).toHaveLength(0);
  });
});
