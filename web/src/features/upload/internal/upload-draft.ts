import type { CreateEventInput, EventType, MediaType, PeriodKey } from '../../../gql/graphql';
import { graphqlName } from '../../../lib/graphql-words';
import { periodOfYear } from '@domain/periods';
import { endsBeforeStart, timelineProblem } from '@domain/edtf-interval';
import { parseEventDate, type EventDate } from '@domain/edtf';
import type { UploadedMedia } from './media-upload';
import { sourceProblems, toSourceInputs, type SourceDraft } from './sources-draft';

/** The Upload draft of spec section 3 (media: files already stored by POST /api/media). */
export interface UploadDraft {
  name: string;
  eventType: 'real' | 'whatif';
  /** The real event a what-if story anchors to. */
  linkedEventId: string | null;
  linkedEventName: string | null;
  whoDescription: string;
  participants: string;
  location: string;
  latitude: string;
  longitude: string;
  startDate: string;
  endDate: string;
  description: string;
  actions: string;
  significance: string;
  context: string;
  consequences: string;
  media: UploadedMedia[];
  /** Where the facts come from (issue 25), asked with the media on step 10. */
  sources: SourceDraft[];
  /**
   * The key this draft is published under, made at its first Publish and kept with the draft: a
   * second press, or Publish again after an answer was lost, publishes one event.
   */
  submissionKey: string | null;
}

/** Spec section 3's defaults: a real event, 1969-08-15 to 1969-08-18. */
export const EMPTY_DRAFT: UploadDraft = {
  name: '',
  eventType: 'real',
  linkedEventId: null,
  linkedEventName: null,
  whoDescription: '',
  participants: '',
  location: '',
  latitude: '',
  longitude: '',
  startDate: '1969-08-15',
  endDate: '1969-08-18',
  description: '',
  actions: '',
  significance: '',
  context: '',
  consequences: '',
  media: [],
  sources: [],
  submissionKey: null,
};

export const STEP_COUNT = 11;

/** Which step asks for each field, so a server violation is shown next to the step it concerns. */
export const STEP_OF_FIELD: Record<string, number> = {
  name: 2,
  eventType: 3,
  linkedEventId: 3,
  participants: 4,
  whoDescription: 4,
  location: 5,
  latitude: 5,
  longitude: 5,
  coordinates: 5,
  startDate: 6,
  endDate: 6,
  period: 6,
  description: 7,
  actions: 7,
  significance: 8,
  context: 8,
  consequences: 9,
  attachedMedia: 10,
  sources: 10,
};

/** The step of a violation's field; a path into a list (sources.1.url) counts as the list's field. */
export const stepOfField = (field: string): number | undefined => STEP_OF_FIELD[field.split(/[.[]/)[0]!];

/** A date in the forms the server takes (YYYY-MM-DD, YYYY-MM, YYYY, or EDTF such as 1450~ or 15XX), or why not. */
function readDate(value: string, label: string): { date: EventDate | null; problem: string | null } {
  try {
    const date = parseEventDate(value);
    const off = timelineProblem(date);
    return off ? { date: null, problem: `${label}: ${off}; the timeline runs from 3500 BCE to 2000 CE` } : { date, problem: null };
  } catch (e) {
    return { date: null, problem: `${label}: ${(e as Error).message}` };
  }
}

/** A number typed in a coordinate box, or null when it is not a valid one (the marker then goes away). */
export function coordinate(value: string, limit: number): number | null {
  if (!value.trim()) return null;
  const n = Number(value);
  return Number.isFinite(n) && Math.abs(n) <= limit ? n : null;
}

/** The problems of one step, checked before Next (the server checks everything again). */
export function stepProblems(step: number, d: UploadDraft): string[] {
  const problems: string[] = [];
  if (step === 2 && !d.name.trim()) problems.push('Give the event a name');
  if (step === 3 && d.eventType === 'whatif' && !d.linkedEventId) problems.push('A what-if story anchors to a real event: choose one');
  if (step === 5) {
    if (!d.location.trim()) problems.push('Name the place');
    if (coordinate(d.latitude, 90) === null) problems.push('Latitude: a number from -90 to 90 (or click the map)');
    if (coordinate(d.longitude, 180) === null) problems.push('Longitude: a number from -180 to 180 (or click the map)');
  }
  if (step === 6) {
    const start = readDate(d.startDate, 'Start date');
    if (start.problem) problems.push(start.problem);
    if (d.endDate.trim()) {
      const end = readDate(d.endDate, 'End date');
      if (end.problem) problems.push(end.problem);
      else if (start.date && end.date && endsBeforeStart(start.date, end.date)) problems.push('End date: not before the start');
    }
  }
  if (step === 7 && !d.description.trim()) problems.push('Say what happened');
  if (step === 8 && !d.significance.trim()) problems.push('Say why it matters');
  if (step === 10) problems.push(...sourceProblems(d.sources));
  return problems;
}

/** The draft as the createEvent input (period from the start year; participants from a comma list; vocabulary in GraphQL's names). */
export function toEventInput(d: UploadDraft): CreateEventInput {
  const start = parseEventDate(d.startDate).earliestYear;
  const period = periodOfYear(start)?.key;
  return {
    name: d.name.trim(),
    eventType: graphqlName<EventType>(d.eventType),
    period: period ? graphqlName<PeriodKey>(period) : null,
    startDate: d.startDate.trim(),
    endDate: d.endDate.trim() || null,
    latitude: Number(d.latitude),
    longitude: Number(d.longitude),
    location: d.location.trim(),
    description: d.description.trim(),
    significance: d.significance.trim(),
    participants: d.participants
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean),
    whoDescription: d.whoDescription.trim() || null,
    actions: d.actions.trim() || null,
    context: d.context.trim() || null,
    consequences: d.consequences.trim() || null,
    linkedEventId: d.eventType === 'whatif' ? d.linkedEventId : null,
    relationshipType: d.eventType === 'whatif' ? 'INSPIRED_BY' : null,
    attachedMedia: d.media.map((m) => ({ name: m.name, type: graphqlName<MediaType>(m.type), url: m.url || null })),
    sources: toSourceInputs(d.sources),
  };
}

/**
 * A fresh key for one submission: 128 random bits in hex. getRandomValues, not randomUUID, which
 * browsers offer only on secure origins (a LAN address over http is not one).
 */
export function newSubmissionKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}
