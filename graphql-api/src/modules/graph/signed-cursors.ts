/**
 * Cursors are opaque to clients and tamper-evident: a position (its text) with an HMAC of it under a
 * key of the site (derived from SESSION_SECRET, so every node reads every node's cursors). A cursor
 * that was not made here, or was changed, is refused with BAD_USER_INPUT instead of silently
 * restarting at page 1 (a client's paging loop would never end).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { ValidationError } from '../../lib/errors.js';

export class SignedCursors {
  constructor(private readonly key: string) {}

  private sign(kind: string, payload: string): string {
    return createHmac('sha256', this.key).update(`${kind}:${payload}`).digest('base64url').slice(0, 22);
  }

  /** A cursor for `position` in lists of `kind` (a cursor of one kind is refused by another). */
  encode(kind: string, position: string): string {
    const payload = Buffer.from(position, 'utf8').toString('base64url');
    return `${payload}.${this.sign(kind, payload)}`;
  }

  /** The position a cursor of ours stands for; a ValidationError on `field` for anything else. */
  decode(kind: string, cursor: string, field: string): string {
    const [payload, signature, ...rest] = cursor.split('.');
    if (payload && signature && !rest.length && cursor.length <= 200) {
      const expected = Buffer.from(this.sign(kind, payload));
      const given = Buffer.from(signature);
      if (expected.length === given.length && timingSafeEqual(expected, given)) return Buffer.from(payload, 'base64url').toString('utf8');
    }
    throw new ValidationError([{ field, message: 'Not a cursor of this list: pass the endCursor or startCursor of one of its pages' }]);
  }

  /** Cursors that are positions in a ranked or ordered list (search results, admin lists). */
  encodeOffset(kind: string, offset: number): string {
    return this.encode(kind, String(offset));
  }

  decodeOffset(kind: string, cursor: string, field: string): number {
    const text = this.decode(kind, cursor, field);
    const offset = Number(text);
    if (!/^\d{1,9}$/.test(text) || !Number.isSafeInteger(offset)) throw new ValidationError([{ field, message: 'Not a cursor of this list' }]);
    return offset;
  }
}
