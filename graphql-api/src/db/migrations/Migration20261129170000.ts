import { Migration } from '@mikro-orm/migrations';

/**
 * The map feed reads each event's uncertain ends (start_latest_year, end_earliest_year, added by
 * Migration20261125130000), which the timeline index of Migration20261123120000 did not carry: the
 * feed stopped being an index-only scan and became a sequential scan with a sort spilled to disk,
 * and at a million events a node took 13 s instead of 4 to be ready (bench/README.md). The same
 * index with them: built beside the old one, then put in its place under its name.
 */
const TIMELINE_COLUMNS = `("start_year", "id") include ("longitude", "latitude", "radius", "end_year", "visible_from", "visible_to", "period", "event_type", "category", "verification_status", "cultural_type"`;

export class Migration20261129170000 extends Migration {
  override up(): void {
    this.addSql(
      `create index "historical_events_start_year_id_index_next" on "historical_events" ${TIMELINE_COLUMNS}, "start_latest_year", "end_earliest_year");`,
    );
    this.addSql(`drop index if exists "historical_events_start_year_id_index";`);
    this.addSql(`alter index "historical_events_start_year_id_index_next" rename to "historical_events_start_year_id_index";`);
  }

  override down(): void {
    this.addSql(`drop index if exists "historical_events_start_year_id_index";`);
    this.addSql(`create index "historical_events_start_year_id_index" on "historical_events" ${TIMELINE_COLUMNS});`);
  }
}
