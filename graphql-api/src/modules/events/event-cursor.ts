/** The cursors of event pages: the keyset position (start year, id), signed (modules/graph/signed-cursors.ts). */
import { ValidationError } from '../../lib/errors.js';
import { isUuid } from '../../lib/uuid.js';
import { MAX_YEAR, MIN_YEAR } from '../../domain/time.js';
import type { SignedCursors } from '../graph/signed-cursors.js';

export interface EventPosition {
  startYear: number;
  id: string;
}

const KIND = 'events';

export function encodeEventCursor(cursors: SignedCursors, position: EventPosition): string {
  return cursors.encode(KIND, `${position.startYear}|${position.id}`);
}

export function decodeEventCursor(cursors: SignedCursors, cursor: string, field: string): EventPosition {
  const [year, id, ...more] = cursors.decode(KIND, cursor, field).split('|');
  const startYear = Number(year);
  if (more.length || !id || !isUuid(id) || !Number.isInteger(startYear) || startYear < MIN_YEAR || startYear > MAX_YEAR) {
    throw new ValidationError([{ field, message: 'Not a cursor of this list' }]);
  }
  return { startYear, id };
}
