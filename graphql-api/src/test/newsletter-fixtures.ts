/** Test helpers of the newsletter's integration tests: subscribers in bulk, waiting for a campaign to finish. */
import type { EntityManager } from '@mikro-orm/postgresql';

/** `count` active subscribers of `topics` (null: all newsletters), addresses `<prefix><n>@example.org`. */
export async function addSubscribers(em: EntityManager, prefix: string, count: number, topics: string[] | null = ['weeklyDigest'], status = 'active') {
  await em.execute(
    `insert into newsletter_subscribers (id, email, preferences, status, source, subscribed_at)
     select gen_random_uuid(), ? || n || '@example.org', ?::text[], ?, 'test', now() - interval '10 days' from generate_series(1, ?) as n`,
    [prefix, topics ? `{${topics.join(',')}}` : null, status, count],
  );
}

/** Polls the campaign's status until it is `sent` (or fails after `timeoutMs`). */
export async function waitUntilSent(em: EntityManager, campaignId: string, timeoutMs = 60_000): Promise<void> {
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; await new Promise((r) => setTimeout(r, 100))) {
    const [row] = await em.fork().execute<{ status: string }[]>(`select status from newsletter_campaigns where id = ?`, [campaignId]);
    if (row?.status === 'sent') return;
  }
  throw new Error(`campaign ${campaignId} was not sent within ${timeoutMs} ms`);
}

/** A real event on a given day (YYYY-MM-DD), written as the seeder would, for the digest. */
export async function addEvent(em: EntityManager, e: { name: string; date: string; location: string; description: string; type?: string }) {
  const year = Number(e.date.slice(0, e.date.lastIndexOf('-') - 3));
  const [row] = await em.execute<{ id: string }[]>(
    `insert into historical_events (id, name, period, event_type, start_date, start_year, end_year, start_latest_year, end_earliest_year,
       visible_from, visible_to, date_precision, latitude, longitude, description, significance, location, coordinates)
     values (gen_random_uuid(), ?, 'modern', ?, ?, ?, ?, ?, ?, ?, ?, 'day', 10, 10, ?, 'It mattered.', ?, '10, 10') returning id`,
    [e.name, e.type ?? 'real', e.date, year, year, year, year, year, year + 1, e.description, e.location],
  );
  return row!.id;
}
