import { randomUUID } from 'node:crypto';
import { INPUT_FIELDS } from './event-fields.js';
import type { EventInput } from './event.inputs.js';
import { deriveEventColumns } from './event-record.js';

export interface RowExtras {
  id?: string;
  verificationStatus?: string;
  connectionType?: string;
}

/** Every insert-form field present: an absent optional one is null. */
type GivenColumns = { [K in keyof EventInput]-?: Exclude<EventInput[K], undefined> };

/**
 * The columns of one new event: every field of the insert form (event-fields.ts) copied from a
 * validated input, absent ones as null, then the derived columns (period, years, visibility,
 * significance, coordinates, search text) on top. The one way create, import and seed build rows,
 * so they all store the same thing.
 */
export function eventRowFromInput(input: EventInput, extras: RowExtras = {}) {
  const status = extras.verificationStatus ?? 'pending';
  const given = Object.fromEntries(INPUT_FIELDS.map((name) => [name, (input as Record<string, unknown>)[name] ?? null])) as GivenColumns;
  return {
    ...given,
    id: extras.id ?? randomUUID(),
    eventType: input.eventType,
    attachedMedia: input.attachedMedia,
    sources: input.sources ?? [],
    tags: input.tags,
    countryTags: input.countryTags,
    connectionType: extras.connectionType ?? 'manual',
    verificationStatus: status,
    verifiedAt: status === 'validated' ? new Date() : null,
    ...deriveEventColumns(input),
  };
}
