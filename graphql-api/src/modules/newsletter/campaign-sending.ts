import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * Moves a draft to sending and queues one delivery per active subscriber of its newsletter (a
 * subscriber with no preferences chose them all), in one transaction. Returns how many were
 * queued, or null when the campaign was not a draft (already sent or sending: nothing happens).
 */
export async function startSending(em: EntityManager, campaignId: string): Promise<number | null> {
  return em.transactional(async (tx) => {
    const moved = await tx.execute<{ newsletter: string }[]>(
      `update newsletter_campaigns set status = 'sending', queued_at = now() where id = ? and status = 'draft' returning newsletter`,
      [campaignId],
    );
    const newsletter = moved[0]?.newsletter;
    if (!newsletter) return null;
    const queued = await tx.execute<{ n: number }[]>(
      `with added as (
         insert into newsletter_deliveries (id, campaign_id, subscriber_id, email)
         select gen_random_uuid(), ?, s.id, s.email from newsletter_subscribers s
          where s.status = 'active' and (s.preferences is null or ? = any(s.preferences))
         on conflict (campaign_id, subscriber_id) do nothing returning 1)
       select count(*)::int as n from added`,
      [campaignId, newsletter],
    );
    const n = queued[0]?.n ?? 0;
    // Nobody to write to: the campaign is done at once.
    if (n === 0) await tx.execute(`update newsletter_campaigns set status = 'sent', finished_at = now() where id = ?`, [campaignId]);
    return n;
  });
}
