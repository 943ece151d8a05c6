/**
 * An edit's input: the event's current content with the given fields on top, validated by the same
 * rules as a new event (zod, then the content rules), so an edit can store nothing createEvent
 * would refuse.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { ValidationError } from '../../../lib/errors.js';
import type { ContentModerator } from '../content-review/content-moderator.js';
import { EVENT_FIELDS, INPUT_FIELDS, type EventFieldSpec } from '../event-fields.js';
import type { HistoricalEvent } from '../event.entity.js';
import type { EventInput } from '../event.inputs.js';
import { eventRowFromInput } from '../event-row.js';
import { validateEventInput } from '../event-write.service.js';
import type { EventContent } from './revision-changes.js';

const REQUIRED = new Set<string>(INPUT_FIELDS.filter((name) => (EVENT_FIELDS[name] as EventFieldSpec).input?.required));

/**
 * The content an edit asks for: absent fields keep their value, null clears one. A new start date
 * without a period lets the period follow it, and a new position without a coordinates text
 * lets that follow too (both are derived when absent, and would otherwise contradict the edit).
 */
export function patchedContent(current: EventContent, patch: Record<string, unknown>): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...current, ...patch };
  if ('startDate' in patch && !('period' in patch)) delete merged.period;
  if (('latitude' in patch || 'longitude' in patch) && !('coordinates' in patch)) delete merged.coordinates;
  // An optional field cleared is absent (its default applies); a required one stays null and is refused by name.
  for (const [field, value] of Object.entries(merged)) if (value === null && !REQUIRED.has(field)) delete merged[field];
  return merged;
}

/** Validates the content for `event`: the rules of a new event, and no link to itself. */
export async function validContent(em: EntityManager, event: HistoricalEvent, content: unknown, moderator: ContentModerator): Promise<EventInput> {
  const input = await validateEventInput(em, content, moderator);
  if (input.linkedEventId === event.id) throw new ValidationError([{ field: 'linkedEventId', message: 'An event cannot link to itself' }]);
  return input;
}

/** Writes validated content onto the event: the fields and the columns derived from them (not its id, status or links' kind). */
export function applyContent(event: HistoricalEvent, input: EventInput): void {
  const { id: _id, verificationStatus: _status, verifiedAt: _verifiedAt, connectionType: _connection, ...columns } = eventRowFromInput(input);
  Object.assign(event, columns);
}
