import type { TimelineMode } from '@domain/enums';
import { PERIODS } from '@domain/periods';
import { clampYear, MIN_YEAR } from '@domain/time';
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

export interface AtlasState {
  year: number;
  mode: TimelineMode;
  periods: number[];
  eventId: string | null;
}

const ALL = PERIODS.map((_, i) => i);

function readState(params: URLSearchParams): AtlasState {
  const year = Number(params.get('year'));
  const periods = params.get('periods');
  return {
    year: params.has('year') && Number.isFinite(year) ? clampYear(year) : MIN_YEAR,
    mode: params.get('mode') === 'whatif' ? 'whatif' : 'real',
    periods: periods === null ? ALL : periods.split(',').map((k) => PERIODS.findIndex((p) => p.key === k)).filter((i) => i >= 0),
    eventId: params.get('event'),
  };
}

/**
 * The main screen's state, mirrored in the URL (?year=&mode=&periods=&event=) so any view can be
 * shared and reloaded. Defaults (year -3500, real mode, all periods) are left out of the URL.
 */
export function useAtlasState() {
  const [params, setParams] = useSearchParams();
  const [state, setState] = useState<AtlasState>(() => readState(params));

  useEffect(() => {
    const next = new URLSearchParams(params);
    const set = (key: string, value: string | null) => (value === null ? next.delete(key) : next.set(key, value));
    set('year', state.year === MIN_YEAR ? null : String(state.year));
    set('mode', state.mode === 'real' ? null : state.mode);
    set('periods', state.periods.length === ALL.length ? null : state.periods.map((i) => PERIODS[i]!.key).join(','));
    set('event', state.eventId);
    if (next.toString() !== params.toString()) setParams(next, { replace: true });
  }, [state, params, setParams]);

  const setYear = useCallback((update: (year: number) => number) => setState((s) => ({ ...s, year: update(s.year) })), []);
  const setMode = useCallback((mode: TimelineMode) => setState((s) => ({ ...s, mode })), []);
  const togglePeriod = useCallback(
    (i: number) => setState((s) => ({ ...s, periods: s.periods.includes(i) ? s.periods.filter((p) => p !== i) : [...s.periods, i].sort() })),
    [],
  );
  const openEvent = useCallback((eventId: string | null) => setState((s) => ({ ...s, eventId })), []);
  return { state, setYear, setMode, togglePeriod, openEvent };
}
