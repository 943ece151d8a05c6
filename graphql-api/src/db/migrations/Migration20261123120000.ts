import { Migration } from '@mikro-orm/migrations';

/**
 * Timeline order (start_year, id) is how every list pages (the events connection, GET /api/events,
 * exports, the map feed's keyset batches). The index also carries the map feed's columns, so the
 * feed is an index-only scan: without them, a million rows in timeline order were a million random
 * heap reads.
 */
export class Migration20261123120000 extends Migration {
  override up(): void {
    this.addSql(
      `create index if not exists "historical_events_start_year_id_index" on "historical_events" ("start_year", "id") include ("longitude", "latitude", "radius", "end_year", "visible_from", "visible_to", "period", "event_type", "category", "verification_status", "cultural_type");`,
    );
  }

  override down(): void {
    this.addSql(`drop index if exists "historical_events_start_year_id_index";`);
  }
}
