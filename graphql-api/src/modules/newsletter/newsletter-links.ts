import type { EntityManager } from '@mikro-orm/postgresql';
import { ValidationError } from '../../lib/errors.js';
import type { EngagementKind } from '../../domain/enums.js';
import { isOwnSite } from './newsletter-mail.js';
import type { NewsletterRuntime } from './newsletter-runtime.js';

export const INVALID_UNSUBSCRIBE_LINK = 'This unsubscribe link is invalid or has expired. Sign in and use Newsletter Preferences instead.';
export const INVALID_TRACKING_LINK = 'This newsletter link is invalid.';

/**
 * Follows a newsletter's unsubscribe link: its subscriber stops getting every newsletter, with no
 * sign-in (the signature is the proof the mail was theirs). Mails of it still queued are skipped.
 */
export async function unsubscribeByToken(em: EntityManager, runtime: NewsletterRuntime, token: unknown, field = 'token'): Promise<string> {
  const subscriberId = runtime.signer.verify('unsubscribe', token);
  const rows = subscriberId
    ? await em.execute<{ email: string }[]>(`update newsletter_subscribers set status = 'unsubscribed' where id = ? returning email`, [subscriberId])
    : [];
  if (!rows[0]) throw new ValidationError([{ field, message: INVALID_UNSUBSCRIBE_LINK }]);
  return rows[0].email;
}

/** Records an open of the mail a tracking token names (nothing with tracking off). False when the token is not ours. */
export async function recordOpen(em: EntityManager, runtime: NewsletterRuntime, token: unknown): Promise<boolean> {
  const deliveryId = runtime.signer.verify('track', token);
  if (!deliveryId) return false;
  if (runtime.settings.tracking) await record(em, deliveryId, 'open', null);
  return true;
}

/**
 * Where a click redirect may lead, and the click recorded: only to the site itself or to one of
 * the links the mail holds (never an address the link's query names on its own: no open redirect).
 */
export async function followClick(em: EntityManager, runtime: NewsletterRuntime, token: unknown, url: unknown): Promise<string> {
  const deliveryId = runtime.signer.verify('track', token);
  const refuse = (field: string, message: string) => new ValidationError([{ field, message }]);
  if (!deliveryId) throw refuse('token', INVALID_TRACKING_LINK);
  if (typeof url !== 'string' || !url || url.length > 2000) throw refuse('u', 'The link names no address');
  const [mail] = await em.execute<{ links: string[] }[]>(
    `select c.links from newsletter_deliveries d join newsletter_campaigns c on c.id = d.campaign_id where d.id = ?`,
    [deliveryId],
  );
  if (!mail) throw refuse('token', INVALID_TRACKING_LINK);
  if (!mail.links.includes(url) && !isOwnSite(url, runtime.settings.publicUrl)) throw refuse('u', 'This address is not a link of the newsletter');
  if (runtime.settings.tracking) await record(em, deliveryId, 'click', url);
  return url;
}

async function record(em: EntityManager, deliveryId: string, kind: EngagementKind, url: string | null): Promise<void> {
  await em.execute(
    `insert into newsletter_engagements (id, delivery_id, campaign_id, kind, url)
     select gen_random_uuid(), d.id, d.campaign_id, ?, ? from newsletter_deliveries d where d.id = ?`,
    [kind, url, deliveryId],
  );
}
