import { describe, expect, it, vi } from 'vitest';
import { createAtlasStore } from './atlas-store';

describe('the main screen store', () => {
  it('opens on the state of its address, the guide on a first visit', () => {
    const store = createAtlasStore('year=-490&mode=whatif&periods=medieval&event=e-1&q=rome', { firstVisit: true });
    expect(store.year.get()).toBe(-490);
    expect(store.get()).toMatchObject({ mode: 'whatif', periods: [2], eventId: 'e-1', search: 'rome', view: null, dialog: { kind: 'guide' }, popupId: null });
    expect(createAtlasStore('').get().dialog).toBeNull();
  });

  it("opens an event's editor when asked to (an edit link), before the first visit's guide", () => {
    const store = createAtlasStore('event=e-7', { firstVisit: true, editEventId: 'e-7' });
    expect(store.get()).toMatchObject({ eventId: 'e-7', dialog: { kind: 'edit', eventId: 'e-7' } });
  });

  it('keeps the ticked periods in timeline order', () => {
    const store = createAtlasStore('periods=modern');
    store.togglePeriod(1);
    store.togglePeriod(4);
    expect(store.get().periods).toEqual([1, 4, 6]);
    store.togglePeriod(4);
    expect(store.get().periods).toEqual([1, 6]);
  });

  it('tells its listeners about every change, and new search text starts at the first result', () => {
    const store = createAtlasStore('');
    const listener = vi.fn();
    store.subscribe(listener);
    store.setSearchIndex(3);
    store.setSearch('treaty');
    expect(store.get()).toMatchObject({ search: 'treaty', searchIndex: 0 });
    expect(listener).toHaveBeenCalledTimes(2);
    expect(listener).toHaveBeenLastCalledWith('screen');
  });

  it("a story's step sets mode, periods and highlight in one change, and keeps what it leaves out", () => {
    const store = createAtlasStore('periods=modern&mode=whatif');
    const listener = vi.fn();
    store.subscribe(listener);
    store.showStoryStep({ mode: 'real', periods: [4, 1], highlight: ['e-1', 'e-2'] });
    expect(store.get()).toMatchObject({ mode: 'real', periods: [1, 4], storyHighlight: ['e-1', 'e-2'] });
    expect(listener).toHaveBeenCalledTimes(1);
    store.showStoryStep({ mode: null, periods: null, highlight: [] });
    expect(store.get()).toMatchObject({ mode: 'real', periods: [1, 4], storyHighlight: [] });
  });

  it('a jump sets the year, opens the event and ticks its period', () => {
    const store = createAtlasStore('periods=modern');
    store.jumpTo('e-9', 1066, 2);
    expect(store.year.get()).toBe(1066);
    expect(store.get()).toMatchObject({ eventId: 'e-9', periods: [2, 6] });
    store.jumpTo('e-10', 1944, 6);
    expect(store.get().periods).toEqual([2, 6]);
  });

  it('follows a new address (back/forward) and says the change came from the address; the same address changes nothing', () => {
    const store = createAtlasStore('year=1945&periods=medieval,modern');
    const listener = vi.fn();
    store.subscribe(listener);
    store.followUrl('year=1945&periods=medieval%2Cmodern');
    expect(listener).not.toHaveBeenCalled();
    store.followUrl('year=1066&mode=whatif');
    expect(store.year.get()).toBe(1066);
    expect(store.get()).toMatchObject({ mode: 'whatif', periods: [0, 1, 2, 3, 4, 5, 6] });
    expect(listener).toHaveBeenCalledWith('address');
  });

  it('holds one dialog at a time and the popup apart from it', () => {
    const store = createAtlasStore('');
    store.openDialog({ kind: 'browse' });
    store.openDialog({ kind: 'share', event: { id: 'e-1', name: 'Marathon', description: '...' } });
    store.showPopup('e-1');
    expect(store.get().dialog).toEqual({ kind: 'share', event: { id: 'e-1', name: 'Marathon', description: '...' } });
    store.closeDialog();
    expect(store.get()).toMatchObject({ dialog: null, popupId: 'e-1' });
  });

  it("counts the changes made to the map's events from the screen, each one telling its listeners", () => {
    const store = createAtlasStore('');
    const heard = vi.fn();
    store.subscribe(heard);
    expect(store.get().mapDataVersion).toBe(0);
    store.mapDataChanged();
    store.mapDataChanged();
    expect(store.get().mapDataVersion).toBe(2);
    expect(heard).toHaveBeenCalledTimes(2);
  });
});
