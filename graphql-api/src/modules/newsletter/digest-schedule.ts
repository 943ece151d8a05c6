import type { EntityManager } from '@mikro-orm/postgresql';
import { logger } from '../../lib/logger.js';
import { renderMarkdownMail } from './campaign-render.js';
import { startSending } from './campaign-sending.js';
import { buildWeeklyDigest } from './weekly-digest.js';

/**
 * The scheduled 'This Week in History': builds the digest of the seven days from `now`, stores it
 * as a campaign of the weekly digest and queues its deliveries. The week is unique, so every node
 * running the schedule (or a retried job) makes one digest. Returns the campaign to send, or null.
 */
export async function queueWeeklyDigest(em: EntityManager, publicUrl: string, now: Date): Promise<string | null> {
  const digest = await buildWeeklyDigest(em, publicUrl, now);
  if (!digest.events.length) {
    logger.info(`[newsletter] no events fall in the week of ${digest.week}: no digest this week`);
    return null;
  }
  const mail = renderMarkdownMail(digest.markdown, publicUrl);
  const [row] = await em.execute<{ id: string }[]>(
    `insert into newsletter_campaigns (id, newsletter, kind, subject, markdown, html, text, links, digest_week)
     values (gen_random_uuid(), 'weeklyDigest', 'digest', ?, ?, ?, ?, ?::text[], ?)
     on conflict (digest_week) do update set digest_week = excluded.digest_week returning id`,
    [digest.subject, digest.markdown, mail.html, mail.text, toPgArray(mail.links), digest.week],
  );
  if (!row) return null;
  const queued = await startSending(em, row.id);
  if (queued) logger.info(`[newsletter] This Week in History for ${digest.week}: ${queued} mails queued`);
  return row.id;
}

/** A text[] literal of any strings (quotes and backslashes escaped). */
export function toPgArray(values: readonly string[]): string {
  return `{${values.map((v) => `"${v.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',')}}`;
}
