import { MAX_YEAR, MIN_YEAR } from '@domain/time';
import { nextPlaybackYear, PLAYBACK_TICK_MS } from '@domain/visibility';
import { useCallback, useEffect, useState } from 'react';
import type { YearStore } from '../../lib/year-store';

export const SPEEDS = [0.5, 1, 2, 4, 8] as const;
export type Speed = (typeof SPEEDS)[number];

/**
 * Timeline playback (spec section 9): every 600 ms (divided by the speed) the year advances by the
 * step for the current year, and playback stops at 2000. Reset stops and returns to -3500.
 * A tick sets the year store only; this hook re-renders when playing starts or stops.
 */
export function usePlayback(year: YearStore) {
  const [playing, setPlaying] = useState(false);
  const [speed, setSpeed] = useState<Speed>(1);

  useEffect(() => {
    if (!playing) return;
    const timer = window.setInterval(() => {
      const next = nextPlaybackYear(year.get());
      year.set(next);
      if (next >= MAX_YEAR) setPlaying(false);
    }, PLAYBACK_TICK_MS / speed);
    return () => window.clearInterval(timer);
  }, [playing, speed, year]);

  const play = useCallback(() => {
    if (year.get() >= MAX_YEAR) year.set(MIN_YEAR);
    setPlaying(true);
  }, [year]);
  const pause = useCallback(() => setPlaying(false), []);
  const reset = useCallback(() => {
    setPlaying(false);
    year.set(MIN_YEAR);
  }, [year]);

  return { playing, play, pause, reset, speed, setSpeed };
}

export type Playback = ReturnType<typeof usePlayback>;
