/**
 * What a revision records: the event's content (the insert form's fields, event-fields.ts) before
 * and after, and exactly the fields that differ. Derived columns (years, search text) follow from
 * the content and are not listed; the verification status is, when a decision moves it.
 */
import { isDeepStrictEqual } from 'node:util';
import { INPUT_FIELDS } from '../event-fields.js';
import type { HistoricalEvent } from '../event.entity.js';
import type { StoredChanges } from './event-revision.entity.js';

export type ContentField = (typeof INPUT_FIELDS)[number];
export type EventContent = Record<ContentField, unknown>;

/** A value as stored and compared: absent and null are one, and so are an object's null and missing keys. */
function normalized(value: unknown): unknown {
  if (value === undefined || value === null) return null;
  if (Array.isArray(value)) return value.map(normalized);
  if (typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .filter(([, v]) => v !== undefined && v !== null)
        .map(([k, v]) => [k, normalized(v)]),
    );
  }
  return value;
}

/** The event's content: every insert-form field, absent ones as null. */
export function contentOf(event: HistoricalEvent | Record<string, unknown>): EventContent {
  const row = event as unknown as Record<string, unknown>;
  return Object.fromEntries(INPUT_FIELDS.map((name) => [name, normalized(row[name])])) as EventContent;
}

/** The fields of `fields` whose values differ, each with its value before and after, in the given order. */
export function changesBetween(before: Record<string, unknown>, after: Record<string, unknown>, fields: readonly string[] = INPUT_FIELDS): StoredChanges {
  const changes: StoredChanges = {};
  for (const field of fields) {
    const from = normalized(before[field]);
    const to = normalized(after[field]);
    if (!isDeepStrictEqual(from, to)) changes[field] = { from, to };
  }
  return changes;
}

/** The content after a change: `content` with each changed field set to its new value. */
export function withChanges(content: EventContent, changes: StoredChanges): EventContent {
  const next = { ...content };
  for (const [field, change] of Object.entries(changes)) if (field in next) next[field as ContentField] = change.to;
  return next;
}

/** The content before a change: each changed field set back to its old value. */
export function withoutChanges(content: EventContent, changes: StoredChanges): EventContent {
  const previous = { ...content };
  for (const [field, change] of Object.entries(changes)) if (field in previous) previous[field as ContentField] = change.from;
  return previous;
}

/** A change as GraphQL shows it: the field and its values as JSON text (null for none). */
export interface FieldChangeView {
  field: string;
  from: string | null;
  to: string | null;
}

/** The order changes are listed in (the database keeps a JSON object's keys in its own order). */
const FIELD_ORDER: readonly string[] = [...INPUT_FIELDS, 'verificationStatus'];
const rank = (field: string) => (FIELD_ORDER.includes(field) ? FIELD_ORDER.indexOf(field) : FIELD_ORDER.length);

export function changeList(changes: StoredChanges): FieldChangeView[] {
  const json = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));
  return Object.entries(changes)
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([field, change]) => ({ field, from: json(change.from), to: json(change.to) }));
}
