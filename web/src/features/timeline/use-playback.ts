import { MAX_YEAR, MIN_YEAR } from '@domain/time';
import { nextPlaybackYear, PLAYBACK_TICK_MS } from '@domain/visibility';
import { useCallback, useEffect, useState } from 'react';

export const SPEEDS = [0.5, 1, 2, 4, 8] as const;
export type Speed = (typeof SPEEDS)[number];

/**
 * Timeline playback (spec section 9): every 600 ms (divided by the speed) the year advances by the
 * step for the current year, and playback stops at 2000. Reset stops and returns to -3500.
 */
export function usePlayback(year: number, setYear: (update: (year: number) => number) => void) {
  const [playing, setPlaying] = useState(false);
  const [speed, setSpeed] = useState<Speed>(1);

  useEffect(() => {
    if (!playing) return;
    const timer = window.setInterval(() => setYear((y) => nextPlaybackYear(y)), PLAYBACK_TICK_MS / speed);
    return () => window.clearInterval(timer);
  }, [playing, speed, setYear]);

  useEffect(() => {
    if (playing && year >= MAX_YEAR) setPlaying(false);
  }, [playing, year]);

  const play = useCallback(() => {
    if (year >= MAX_YEAR) setYear(() => MIN_YEAR);
    setPlaying(true);
  }, [year, setYear]);
  const pause = useCallback(() => setPlaying(false), []);
  const reset = useCallback(() => {
    setPlaying(false);
    setYear(() => MIN_YEAR);
  }, [setYear]);

  return { playing, play, pause, reset, speed, setSpeed };
}
