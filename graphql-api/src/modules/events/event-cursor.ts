/**
 * Cursors of the event pages: opaque to clients and tamper-evident. A cursor is the keyset position
 * (start year and id, the list's order) with an HMAC of it under a key of the site (derived from
 * SESSION_SECRET, so every node reads every node's cursors). A cursor that was not made here, or
 * was changed, is refused with BAD_USER_INPUT instead of silently restarting at page 1 (a client's
 * paging loop would never end).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { ValidationError } from '../../lib/errors.js';
import { isUuid } from '../../lib/uuid.js';
import { MAX_YEAR, MIN_YEAR } from '../../domain/time.js';

export interface EventPosition {
  startYear: number;
  id: string;
}

export class EventCursors {
  constructor(private readonly key: string) {}

  private sign(payload: string): string {
    return createHmac('sha256', this.key).update(`event-cursor:${payload}`).digest('base64url').slice(0, 22);
  }

  encode(position: EventPosition): string {
    const payload = Buffer.from(`${position.startYear}|${position.id}`, 'utf8').toString('base64url');
    return `${payload}.${this.sign(payload)}`;
  }

  /** The position a cursor of ours stands for; a ValidationError on `field` for anything else. */
  decode(cursor: string, field: string): EventPosition {
    const refuse = () => new ValidationError([{ field, message: 'Not a cursor of this API: pass the endCursor (or startCursor) of a page' }]);
    const [payload, signature, ...rest] = cursor.split('.');
    if (!payload || !signature || rest.length || cursor.length > 200) throw refuse();
    const expected = Buffer.from(this.sign(payload));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw refuse();
    const [year, id, ...more] = Buffer.from(payload, 'base64url').toString('utf8').split('|');
    const startYear = Number(year);
    if (more.length || !id || !isUuid(id) || !Number.isInteger(startYear) || startYear < MIN_YEAR || startYear > MAX_YEAR) throw refuse();
    return { startYear, id };
  }
}
