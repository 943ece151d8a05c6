import { CombinedGraphQLErrors } from '@apollo/client/errors';
import type { PeriodKey } from '../../../gql/graphql';

/** One step as the editor holds it: numbers as typed, so a half-typed year is not lost. */
export interface StepDraft {
  key: number;
  title: string;
  text: string;
  startYear: string;
  endYear: string;
  longitude: string;
  latitude: string;
  zoom: string;
  mode: '' | 'REAL' | 'WHATIF';
  periods: PeriodKey[];
  /** Highlighted event ids, one per line or separated by commas. */
  eventIds: string;
}

export interface StoryDraft {
  title: string;
  summary: string;
  steps: StepDraft[];
}

let nextKey = 1;
export function emptyStep(): StepDraft {
  return { key: nextKey++, title: '', text: '', startYear: '', endYear: '', longitude: '0', latitude: '20', zoom: '2', mode: '', periods: [], eventIds: '' };
}

/** A stored story's steps (as the edit query reads them) into the editor's draft. */
export function draftFromStory(story: {
  title: string;
  summary: string;
  steps: readonly {
    title: string;
    text: string;
    startYear: number;
    endYear?: number | null;
    longitude: number;
    latitude: number;
    zoom: number;
    mode?: 'REAL' | 'WHATIF' | null;
    periods?: readonly PeriodKey[] | null;
    eventIds: readonly string[];
  }[];
}): StoryDraft {
  return {
    title: story.title,
    summary: story.summary,
    steps: story.steps.map((s) => ({
      key: nextKey++,
      title: s.title,
      text: s.text,
      startYear: String(s.startYear),
      endYear: s.endYear === null || s.endYear === undefined ? '' : String(s.endYear),
      longitude: String(s.longitude),
      latitude: String(s.latitude),
      zoom: String(s.zoom),
      mode: s.mode ?? '',
      periods: [...(s.periods ?? [])],
      eventIds: s.eventIds.join('\n'),
    })),
  };
}

/** A typed number, or NaN for anything else (the server names the field that is wrong). */
const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/** The draft as the createStory / updateStory input; checking is the server's (its violations come back by path). */
export function toStoryInput(draft: StoryDraft) {
  return {
    title: draft.title.trim(),
    summary: draft.summary.trim(),
    steps: draft.steps.map((s) => ({
      title: s.title.trim(),
      text: s.text,
      startYear: numberOf(s.startYear),
      endYear: s.endYear.trim() === '' ? null : numberOf(s.endYear),
      longitude: numberOf(s.longitude),
      latitude: numberOf(s.latitude),
      zoom: numberOf(s.zoom),
      mode: s.mode === '' ? null : s.mode,
      periods: s.periods.length > 0 ? s.periods : null,
      eventIds: s.eventIds.split(/[\s,]+/).filter(Boolean),
    })),
  };
}

/** The steps with one moved up (-1) or down (+1); a move past either end changes nothing. */
export function moveStep(steps: StepDraft[], index: number, by: -1 | 1): StepDraft[] {
  const to = index + by;
  if (to < 0 || to >= steps.length) return steps;
  const next = [...steps];
  [next[index], next[to]] = [next[to]!, next[index]!];
  return next;
}

/**
 * A refused save's violations by field path, as the editor shows them: `input.steps.2.startYear`
 * becomes `steps.2.startYear` beside that step's field. Anything without a field is under '' (the form).
 */
export function violationsByPath(error: unknown): Record<string, string> {
  if (!CombinedGraphQLErrors.is(error)) return { '': (error as Error)?.message || 'The story could not be saved.' };
  const byPath: Record<string, string> = {};
  for (const e of error.errors) {
    const violations = (e.extensions?.violations as { field: string; message: string }[] | undefined) ?? [];
    if (violations.length === 0) byPath[''] = e.message;
    for (const v of violations) {
      const path = v.field.replace(/^input\./, '');
      byPath[path] = byPath[path] ? `${byPath[path]}; ${v.message}` : v.message;
    }
  }
  return byPath;
}

const NUMBER_FIELDS = [
  ['startYear', 'Start year', true],
  ['endYear', 'End year', false],
  ['longitude', 'Longitude', true],
  ['latitude', 'Latitude', true],
  ['zoom', 'Zoom', true],
] as const;

/**
 * What must be fixed before the draft can be sent: a number field left empty or not a number (GraphQL
 * would refuse the whole request without saying which step). The rules on values are the server's.
 */
export function draftProblems(draft: StoryDraft): Record<string, string> {
  const problems: Record<string, string> = {};
  draft.steps.forEach((step, i) => {
    for (const [field, label, required] of NUMBER_FIELDS) {
      const text = step[field].trim();
      if (text === '' && !required) continue;
      const n = Number(text);
      const whole = field === 'startYear' || field === 'endYear';
      if (text === '' || !Number.isFinite(n) || (whole && !Number.isInteger(n)))
        problems[`steps.${i}.${field}`] = `${label} must be ${whole ? 'a whole number' : 'a number'}.`;
    }
  });
  if (draft.steps.length === 0) problems['steps'] = 'A story needs at least one step.';
  return problems;
}

/** The problems of step `index` by its field name (`steps.2.eventIds.1` files under eventIds of step 2). */
export function problemsOfStep(problems: Record<string, string>, index: number): Record<string, string> {
  const prefix = `steps.${index}`;
  const mine: Record<string, string> = {};
  for (const [path, message] of Object.entries(problems)) {
    if (path !== prefix && !path.startsWith(`${prefix}.`)) continue;
    const field = path.slice(prefix.length + 1).split('.')[0] ?? '';
    mine[field] = mine[field] ? `${mine[field]}; ${message}` : message;
  }
  return mine;
}
