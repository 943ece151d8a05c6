import type { TimelineMode } from '@domain/enums';
import { PERIODS } from '@domain/periods';
import { clampYear, MIN_YEAR } from '@domain/time';
import { MAX_ZOOM, MIN_ZOOM } from '../../../map/view-state';
import { readCompareYears, writeCompareYears, type CompareYears } from './compare-url';

export interface MapViewState {
  latitude: number;
  longitude: number;
  zoom: number;
}

/** What the main screen keeps in its address (?year=&mode=&periods=&event=&q=&view=). */
export interface AtlasUrlState {
  year: number;
  mode: TimelineMode;
  /** Indexes of the ticked periods, in PERIODS order. */
  periods: number[];
  eventId: string | null;
  search: string;
  /** The map view; null means the default view (spec: 20, 0 at zoom 2). */
  view: MapViewState | null;
  /** The two years of the compare view (?compare=1450,1550), or null for the normal map. */
  compare: CompareYears | null;
}

/** Every period index, in order: the default selection. */
export const ALL_PERIODS: readonly number[] = PERIODS.map((_, i) => i);

/** Period indexes in timeline order, each once (a number sort: `.sort()` would order 10 before 2). */
export const inPeriodOrder = (periods: Iterable<number>): number[] => [...new Set(periods)].sort((a, b) => a - b);

function readView(value: string | null): MapViewState | null {
  const [latitude, longitude, zoom] = (value ?? '').split(',').map(Number);
  if (latitude === undefined || longitude === undefined || zoom === undefined) return null;
  if (![latitude, longitude, zoom].every((n) => Number.isFinite(n))) return null;
  if (Math.abs(latitude) > 85 || Math.abs(longitude) > 180) return null;
  return { latitude, longitude, zoom: Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, zoom)) };
}

function readPeriods(value: string | null): number[] {
  if (value === null) return [...ALL_PERIODS];
  if (value === '') return [];
  return inPeriodOrder(
    value
      .split(',')
      .map((k) => PERIODS.findIndex((p) => p.key === k))
      .filter((i) => i >= 0),
  );
}

export function readAtlasState(params: URLSearchParams): AtlasUrlState {
  const year = Number(params.get('year'));
  return {
    year: params.has('year') && Number.isFinite(year) ? clampYear(year) : MIN_YEAR,
    mode: params.get('mode') === 'whatif' ? 'whatif' : 'real',
    periods: readPeriods(params.get('periods')),
    eventId: params.get('event'),
    search: params.get('q') ?? '',
    view: readView(params.get('view')),
    compare: readCompareYears(params.get('compare')).years,
  };
}

/** The URL form of a state; defaults are left out so the plain root stays plain. Other parameters of `base` are kept. */
export function writeAtlasState(state: AtlasUrlState, base = new URLSearchParams()): URLSearchParams {
  const next = new URLSearchParams(base);
  const set = (key: string, value: string | null) => (value === null || value === '' ? next.delete(key) : next.set(key, value));
  set('year', state.year === MIN_YEAR ? null : String(state.year));
  set('mode', state.mode === 'real' ? null : state.mode);
  if (state.periods.length === ALL_PERIODS.length) next.delete('periods');
  else next.set('periods', state.periods.map((i) => PERIODS[i]!.key).join(','));
  set('event', state.eventId);
  set('q', state.search);
  const v = state.view;
  set('view', v ? `${v.latitude.toFixed(4)},${v.longitude.toFixed(4)},${v.zoom.toFixed(2)}` : null);
  set('compare', state.compare ? writeCompareYears(state.compare) : null);
  return next;
}
