import { createHmac, timingSafeEqual } from 'node:crypto';
import { isUuid } from '../../lib/uuid.js';

/** What a newsletter link proves: that its mail was sent to this subscriber (unsubscribe) or this delivery (opens, clicks). */
export type LinkPurpose = 'unsubscribe' | 'track';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * Signs the ids in newsletter links: `<uuid>_<expiry, base 36 seconds>_<HMAC>`. Nothing is stored
 * per link; a forged or altered link fails the HMAC, an old one its expiry. Links last a year, so
 * an old newsletter's unsubscribe link still works for as long as anyone reasonably keeps it.
 */
export class LinkSigner {
  constructor(private readonly secret: string) {}

  sign(purpose: LinkPurpose, id: string, now = Date.now()): string {
    const expires = Math.floor(now / 1000 + YEAR_SECONDS).toString(36);
    return `${id}_${expires}_${this.mac(purpose, id, expires)}`;
  }

  /** The id a valid, unexpired token of this purpose carries, else null. */
  verify(purpose: LinkPurpose, token: unknown, now = Date.now()): string | null {
    if (typeof token !== 'string' || token.length > 200) return null;
    const [id, expires, mac, ...rest] = token.split('_');
    if (!id || !expires || !mac || rest.length || !isUuid(id) || !/^[0-9a-z]{1,10}$/.test(expires)) return null;
    const expected = Buffer.from(this.mac(purpose, id, expires));
    const given = Buffer.from(mac);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    return parseInt(expires, 36) * 1000 >= now ? id : null;
  }

  private mac(purpose: LinkPurpose, id: string, expires: string): string {
    return createHmac('sha256', this.secret).update(`${purpose}:${id}:${expires}`).digest('base64url').replace(/_/g, '-').slice(0, 32);
  }
}
