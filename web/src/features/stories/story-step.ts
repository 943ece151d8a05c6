import type { TimelineMode } from '@domain/enums';
import { periodIndex } from '@domain/periods';
import { clampYear } from '@domain/time';

/** A step as the player reads it from the `story` query (GraphQL enum spellings for mode and periods). */
export interface PlayableStep {
  title: string;
  html: string;
  startYear: number;
  endYear?: number | null;
  longitude: number;
  latitude: number;
  zoom: number;
  mode?: 'REAL' | 'WHATIF' | null;
  periods?: readonly string[] | null;
  events: readonly { id: string; name: string }[];
}

/** What showing a step asks of the map screen; null leaves that part of the screen as it is. */
export interface StepTarget {
  year: number;
  /** The step's last year when it spans a range (the caption says "from startYear to endYear"). */
  endYear: number | null;
  mode: TimelineMode | null;
  /** Period indexes in PERIODS order. */
  periods: number[] | null;
  view: { latitude: number; longitude: number; zoom: number };
  /** The highlighted events, in the story's order. */
  eventIds: string[];
}

/** The GraphQL PeriodKey (CLASSICAL_ANTIQUITY) as the domain spells it (classical-antiquity). */
export const periodIndexOfKey = (key: string): number => periodIndex(key.toLowerCase().replaceAll('_', '-'));

/** The screen state a step asks for; unknown period keys are dropped, the year kept within the timeline. */
export function stepTarget(step: PlayableStep): StepTarget {
  const periods = step.periods ? [...new Set(step.periods.map(periodIndexOfKey).filter((i) => i >= 0))].sort((a, b) => a - b) : null;
  return {
    year: clampYear(step.startYear),
    endYear: step.endYear ?? null,
    mode: step.mode ? (step.mode === 'WHATIF' ? 'whatif' : 'real') : null,
    periods,
    view: { latitude: step.latitude, longitude: step.longitude, zoom: step.zoom },
    eventIds: step.events.map((e) => e.id),
  };
}

export const STEP_OUT_OF_RANGE = (asked: string, count: number) => `This story has no step ${asked} (it has ${count}); it starts at step 1.`;

/**
 * The step to show from the address's `?step=N` (1-based): no value is the first step; anything that
 * is not a whole number within 1..count falls back to the first step with a message saying why.
 */
export function readStepParam(value: string | null, count: number): { index: number; problem: string | null } {
  if (value === null || value === '') return { index: 0, problem: null };
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > count) return { index: 0, problem: STEP_OUT_OF_RANGE(value.slice(0, 20), count) };
  return { index: n - 1, problem: null };
}

/** The query string with `step` set to the 1-based number of `index` (other parameters kept). */
export function withStepParam(search: string, index: number): string {
  const params = new URLSearchParams(search);
  params.set('step', String(index + 1));
  return params.toString();
}
