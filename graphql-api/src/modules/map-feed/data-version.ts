import type { EntityManager } from '@mikro-orm/postgresql';

/** The events data version: bumped by triggers on every change to events or relationships. */
export async function eventsDataVersion(em: EntityManager): Promise<string> {
  const rows = await em.getConnection().execute<{ version: string }[]>(`select "version" from "data_versions" where "name" = 'events'`);
  return String(rows[0]?.version ?? '0');
}
