import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * Waits for this process's turn to send one newsletter mail at `perSecond` mails a second across
 * every node: one atomic update of a one-row clock hands out consecutive slots, so two workers on
 * two nodes never share one. A slot left unused (nothing to send) is simply skipped.
 */
export async function waitForSendSlot(em: EntityManager, perSecond: number): Promise<void> {
  const [slot] = await em.getConnection().execute<[{ wait_ms: number }]>(
    `update newsletter_send_clock
        set next_at = greatest(next_at, clock_timestamp()) + make_interval(secs => ?)
      where id = 1
  returning (extract(epoch from next_at - clock_timestamp()) * 1000 - ?)::float8 as wait_ms`,
    [1 / perSecond, 1000 / perSecond],
  );
  const wait = slot?.wait_ms ?? 0;
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
}
