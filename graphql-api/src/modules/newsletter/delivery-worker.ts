import type { EntityManager } from '@mikro-orm/postgresql';
import { logger } from '../../lib/logger.js';
import type { Mailer } from '../mail/mailer.js';
import { waitForSendSlot } from './delivery-rate.js';
import { composeNewsletterMail, type CampaignParts, type MailContext } from './newsletter-mail.js';

/** Attempts per mail before a delivery is given up on (the mail server kept refusing it). */
export const MAX_ATTEMPTS = 3;

export interface DeliveryDeps extends MailContext {
  mailer: Mailer;
  sendRatePerSecond: number;
}

export interface BatchOutcome {
  sent: number;
  /** Deliveries still queued (now or for a retry). */
  remaining: number;
  /** When the next queued one may be tried, if any. */
  nextAttemptAt: Date | null;
}

interface Claimed {
  id: string;
  subscriber_id: string;
  email: string;
  attempts: number;
  active: boolean;
}

/**
 * Sends up to `size` queued mails of a campaign. Each one is sent inside its own transaction that
 * holds the delivery's row lock (FOR UPDATE SKIP LOCKED: other workers pass it by) and marks it
 * sent before committing. A worker killed mid-send leaves the row queued and unlocked for the next
 * one, and the mail goes again with the same Message-ID; a row once committed as sent is never
 * picked again, and the unique (campaign, subscriber) pair means there is only one row to pick.
 */
export async function sendBatch(root: EntityManager, deps: DeliveryDeps, campaignId: string, size: number): Promise<BatchOutcome> {
  const em = root.fork();
  const [campaign] = await em
    .getConnection()
    .execute<CampaignParts[]>(`select newsletter, subject, html, text, links from newsletter_campaigns where id = ?`, [campaignId]);
  if (!campaign) return { sent: 0, remaining: 0, nextAttemptAt: null };
  let sent = 0;
  for (let i = 0; i < size; i++) {
    await waitForSendSlot(em, deps.sendRatePerSecond);
    const done = await em.transactional(async (tx) => {
      const [row] = await tx.execute<Claimed[]>(
        `select d.id, d.subscriber_id, d.email, d.attempts, (s.status = 'active') as active
           from newsletter_deliveries d join newsletter_subscribers s on s.id = d.subscriber_id
          where d.campaign_id = ? and d.status = 'queued' and d.next_attempt_at <= now()
          order by d.id limit 1 for update of d skip locked`,
        [campaignId],
      );
      if (!row) return false;
      const update = (sql: string, params: unknown[]) => tx.execute(sql, params, 'run');
      if (!row.active) {
        await update(`update newsletter_deliveries set status = 'skipped' where id = ?`, [row.id]);
        return true;
      }
      try {
        await deps.mailer.send(
          composeNewsletterMail(campaign, { kind: 'delivery', deliveryId: row.id, subscriberId: row.subscriber_id, email: row.email }, deps),
        );
        await update(`update newsletter_deliveries set status = 'sent', sent_at = now(), attempts = attempts + 1 where id = ?`, [row.id]);
        sent++;
      } catch (error) {
        const attempts = row.attempts + 1;
        logger.warn({ err: error, deliveryId: row.id, attempts }, '[newsletter] a mail could not be sent');
        await update(
          `update newsletter_deliveries set attempts = ?, last_error = ?, status = ?,
                  next_attempt_at = now() + make_interval(secs => ?) where id = ?`,
          [attempts, String((error as Error)?.message ?? error).slice(0, 500), attempts >= MAX_ATTEMPTS ? 'failed' : 'queued', 30 * 2 ** attempts, row.id],
        );
      }
      return true;
    });
    if (!done) break;
  }
  // Raw rows carry timestamps as text.
  const [left] = await em
    .getConnection()
    .execute<[{ remaining: number; next: string | null }]>(
      `select count(*)::int as remaining, min(next_attempt_at) as next from newsletter_deliveries where campaign_id = ? and status = 'queued'`,
      [campaignId],
    );
  if (left.remaining === 0) {
    await em.getConnection().execute(`update newsletter_campaigns set status = 'sent', finished_at = now() where id = ? and status = 'sending'`, [campaignId]);
  }
  return { sent, remaining: left.remaining, nextAttemptAt: left.next ? new Date(left.next) : null };
}
