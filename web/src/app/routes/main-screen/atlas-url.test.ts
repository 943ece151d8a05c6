import { describe, expect, it } from 'vitest';
import { inPeriodOrder, readAtlasState, writeAtlasState } from './atlas-url';

describe('the URL form of the main screen state', () => {
  it('leaves defaults out and reads them back', () => {
    const state = readAtlasState(new URLSearchParams());
    expect(state).toEqual({ year: -3500, mode: 'real', periods: [0, 1, 2, 3, 4, 5, 6], eventId: null, search: '', view: null, compare: null });
    expect(writeAtlasState(state).toString()).toBe('');
  });

  it('round-trips year, mode, periods, event, search, map view and the compare years', () => {
    const state = {
      year: -490,
      mode: 'whatif' as const,
      periods: [1, 4],
      eventId: '3f1c9a9e-8a55-4c2b-9a41-1f2d3c4b5a69',
      search: 'marathon',
      view: { latitude: 38.1187, longitude: 23.9781, zoom: 6.5 },
      compare: [-490, 1550] as const,
    };
    const url = writeAtlasState(state);
    expect(url.get('compare')).toBe('-490,1550');
    expect(url.get('periods')).toBe('classical-antiquity,enlightenment');
    expect(url.get('view')).toBe('38.1187,23.9781,6.50');
    expect(readAtlasState(new URLSearchParams(url.toString()))).toEqual(state);
  });

  it('keeps an empty period selection distinct from all periods', () => {
    const none = writeAtlasState({ ...readAtlasState(new URLSearchParams()), periods: [] });
    expect(none.get('periods')).toBe('');
    expect(readAtlasState(none).periods).toEqual([]);
  });

  it('ignores nonsense: a year outside the timeline is clamped, a bad view is dropped, unknown periods skipped', () => {
    const s = readAtlasState(new URLSearchParams('year=99999&view=abc,1,2&periods=medieval,atlantis'));
    expect(s.year).toBe(2000);
    expect(s.view).toBeNull();
    expect(s.periods).toEqual([2]);
  });

  it('drops a compare value that is not two timeline years and keeps the rest of the address', () => {
    const s = readAtlasState(new URLSearchParams('year=1066&compare=abc&periods=medieval'));
    expect(s).toMatchObject({ year: 1066, compare: null, periods: [2] });
    expect(writeAtlasState(s, new URLSearchParams('year=1066&compare=abc&periods=medieval')).toString()).toBe('year=1066&periods=medieval');
  });
});

describe('inPeriodOrder', () => {
  it('orders period indexes as numbers, not as text, and keeps each once', () => {
    // A text sort would put 10 and 11 before 2.
    expect(inPeriodOrder([11, 2, 10, 2, 0])).toEqual([0, 2, 10, 11]);
    expect([11, 2, 10, 0].sort()).toEqual([0, 10, 11, 2]);
  });
});
