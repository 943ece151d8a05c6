import type { TimelineMode } from '@domain/enums';
import { PERIODS } from '@domain/periods';
import { clampYear, MIN_YEAR } from '@domain/time';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { createYearStore, type YearStore } from '../../features/timeline/year-store';
import { MAX_ZOOM, MIN_ZOOM } from '../../map/view-state';

export interface MapViewState {
  latitude: number;
  longitude: number;
  zoom: number;
}

export interface AtlasState {
  year: number;
  mode: TimelineMode;
  periods: number[];
  eventId: string | null;
  search: string;
  /** The map view; null means the default view (spec: 20, 0 at zoom 2). */
  view: MapViewState | null;
}

const ALL = PERIODS.map((_, i) => i);

function readView(value: string | null): MapViewState | null {
  const [latitude, longitude, zoom] = (value ?? '').split(',').map(Number);
  if (![latitude, longitude, zoom].every((n) => Number.isFinite(n))) return null;
  if (Math.abs(latitude!) > 85 || Math.abs(longitude!) > 180) return null;
  return { latitude: latitude!, longitude: longitude!, zoom: Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, zoom!)) };
}

export function readAtlasState(params: URLSearchParams): AtlasState {
  const year = Number(params.get('year'));
  const periods = params.get('periods');
  return {
    year: params.has('year') && Number.isFinite(year) ? clampYear(year) : MIN_YEAR,
    mode: params.get('mode') === 'whatif' ? 'whatif' : 'real',
    periods: periods === null ? ALL : periods === '' ? [] : periods.split(',').map((k) => PERIODS.findIndex((p) => p.key === k)).filter((i) => i >= 0),
    eventId: params.get('event'),
    search: params.get('q') ?? '',
    view: readView(params.get('view')),
  };
}

/** The URL form of a state; defaults are left out so the plain root stays plain. */
export function writeAtlasState(state: AtlasState, base = new URLSearchParams()): URLSearchParams {
  const next = new URLSearchParams(base);
  const set = (key: string, value: string | null) => (value === null || value === '' ? next.delete(key) : next.set(key, value));
  set('year', state.year === MIN_YEAR ? null : String(state.year));
  set('mode', state.mode === 'real' ? null : state.mode);
  if (state.periods.length === ALL.length) next.delete('periods');
  else next.set('periods', state.periods.map((i) => PERIODS[i]!.key).join(','));
  set('event', state.eventId);
  set('q', state.search);
  const v = state.view;
  set('view', v ? `${v.latitude.toFixed(4)},${v.longitude.toFixed(4)},${v.zoom.toFixed(2)}` : null);
  return next;
}

/** Address rewrites (not history entries) happen at most this often. */
const REPLACE_INTERVAL_MS = 1000;
/** The address follows the year once it has rested this long, and at least this often while it moves. */
const YEAR_REST_MS = 1000;
const YEAR_MAX_WAIT_MS = 5000;

/** Changes a person would want the back button to undo; the rest (playback, typing, panning) replace. */
const pushes = (a: ScreenState, b: ScreenState) => a.eventId !== b.eventId || a.mode !== b.mode || a.periods.join() !== b.periods.join();

/** The state React renders from: everything but the year, which lives in a store (see useAtlasState). */
export type ScreenState = Omit<AtlasState, 'year'>;

/**
 * The main screen's state, mirrored in the URL (?year=&mode=&periods=&event=&q=&view=) so any
 * view can be shared and reloaded, and the back button steps through opened events, modes and
 * period choices. The year is a store outside React state: a playback tick changes it without
 * re-rendering the screen; the address follows it by subscription.
 */
export function useAtlasState() {
  const [params] = useSearchParams();
  const [initial] = useState(() => readAtlasState(params));
  const [year] = useState<YearStore>(() => createYearStore(initial.year));
  const [state, setState] = useState<ScreenState>(() => withoutYear(initial));
  const previous = useRef(state);
  const pendingReplace = useRef<ReturnType<typeof setTimeout> | null>(null);
  const lastReplace = useRef(0);
  // Set while the year changes together with the rest of the state (back/forward, a jump): the
  // state's own URL write then carries the year, in one history entry.
  const quiet = useRef(false);
  const setYearQuietly = useCallback(
    (y: number) => {
      quiet.current = true;
      try {
        year.set(y);
      } finally {
        quiet.current = false;
      }
    },
    [year],
  );

  // Back/forward: the state follows the URL. Read straight from popstate: the router may still be
  // committing our own last navigation when a quick back arrives.
  useEffect(() => {
    const onPop = () => {
      if (pendingReplace.current) clearTimeout(pendingReplace.current);
      pendingReplace.current = null;
      const next = readAtlasState(new URLSearchParams(window.location.search));
      previous.current = withoutYear(next);
      setYearQuietly(next.year);
      setState(previous.current);
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [setYearQuietly]);

  // The URL follows the state and the year; keyed on the state alone, so a back/forward never writes
  // the old state back.
  const stateRef = useRef(state);
  stateRef.current = state;
  const writeUrl = useCallback(() => {
    const state = stateRef.current;
    const current = new URLSearchParams(window.location.search);
    const next = writeAtlasState({ ...state, year: year.get() }, current);
    if (pendingReplace.current) clearTimeout(pendingReplace.current);
    pendingReplace.current = null;
    if (next.toString() === current.toString()) return;
    if (pushes(previous.current, state)) {
      // A history entry, written directly like the rewrites below: through the router it re-rendered
      // the whole screen a second time for a location nothing on it reads (it reads popstate).
      const search = next.toString();
      const entry = { usr: null, key: Math.random().toString(36).slice(2, 10), idx: ((window.history.state as { idx?: number } | null)?.idx ?? 0) + 1 };
      window.history.pushState(entry, '', `${window.location.pathname}${search ? `?${search}` : ''}`);
      previous.current = state;
      return;
    }
    previous.current = state;
    // Playback, typing and panning only rewrite the address: directly (the router would re-render
    // the screen), and at most once a second, the last state winning.
    const replace = () => {
      lastReplace.current = Date.now();
      const search = writeAtlasState({ ...stateRef.current, year: year.get() }, new URLSearchParams(window.location.search)).toString();
      window.history.replaceState(window.history.state, '', `${window.location.pathname}${search ? `?${search}` : ''}`);
    };
    const wait = REPLACE_INTERVAL_MS - (Date.now() - lastReplace.current);
    if (wait <= 0) replace();
    else pendingReplace.current = setTimeout(replace, wait);
  }, [year]);
  useEffect(writeUrl, [state, writeUrl]);
  // A year change rewrites the address without rendering anything, once the year has rested for a
  // second (at least every 5 s during playback): rewriting the address costs more main-thread time
  // than the rest of a tick, so a tick never does it itself.
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | null = null;
    let firstChange = 0;
    const stop = year.subscribe(() => {
      if (quiet.current) return;
      const now = Date.now();
      if (timer) clearTimeout(timer);
      else firstChange = now;
      timer = setTimeout(
        () => {
          timer = null;
          writeUrl();
        },
        Math.max(0, Math.min(YEAR_REST_MS, firstChange + YEAR_MAX_WAIT_MS - now)),
      );
    });
    return () => {
      stop();
      if (timer) clearTimeout(timer);
    };
  }, [year, writeUrl]);

  const setMode = useCallback((mode: TimelineMode) => setState((s) => ({ ...s, mode })), []);
  const togglePeriod = useCallback(
    (i: number) => setState((s) => ({ ...s, periods: s.periods.includes(i) ? s.periods.filter((p) => p !== i) : [...s.periods, i].sort() })),
    [],
  );
  const openEvent = useCallback((eventId: string | null) => setState((s) => ({ ...s, eventId })), []);
  const setSearch = useCallback((search: string) => setState((s) => ({ ...s, search })), []);
  const setView = useCallback((view: MapViewState) => setState((s) => ({ ...s, view })), []);
  /** Jump to an event (spec section 4): its start year, its period ticked, its card open. */
  const jumpTo = useCallback(
    (eventId: string, startYear: number, period: number) => {
      setYearQuietly(clampYear(startYear));
      setState((s) => ({ ...s, eventId, periods: s.periods.includes(period) ? s.periods : [...s.periods, period].sort() }));
    },
    [setYearQuietly],
  );
  return { state, year, setMode, togglePeriod, openEvent, setSearch, setView, jumpTo };
}

function withoutYear(state: AtlasState): ScreenState {
  const { year: _year, ...rest } = state;
  return rest;
}
