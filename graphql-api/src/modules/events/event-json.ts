import { PUBLIC_FIELDS, type EventFieldName } from './event-fields.js';
import type { HistoricalEvent } from './event.entity.js';

type PublicField = (typeof PUBLIC_FIELDS)[number];
export type EventJson = Record<PublicField, unknown>;

/**
 * An event in the spec's camelCase field names (section 3), as the REST calls return it: every
 * public field of event-fields.ts in the table's order, absent values as null, times as ISO text.
 */
export function eventToJson(e: HistoricalEvent): EventJson {
  const row = e as unknown as Record<EventFieldName, unknown>;
  return Object.fromEntries(PUBLIC_FIELDS.map((name) => [name, jsonValue(row[name])])) as EventJson;
}

function jsonValue(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  return value ?? null;
}
