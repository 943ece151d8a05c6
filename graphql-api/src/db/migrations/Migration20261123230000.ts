import { Migration } from '@mikro-orm/migrations';

/**
 * The longest event's duration in one index probe (max(end_year - start_year)): a page over a year
 * window ("ends in or after fromYear", in timeline order) can then start its ordered scan at
 * fromYear minus that duration instead of at 3500 BCE (at 1,000,000 events the planner otherwise
 * walked the (start_year, id) index from the start and filtered 700,000 rows away; npm run bench).
 */
export class Migration20261123230000 extends Migration {
  override up(): void {
    this.addSql(`create index if not exists "historical_events_duration_index" on "historical_events" (("end_year" - "start_year"));`);
  }

  override down(): void {
    this.addSql(`drop index if exists "historical_events_duration_index";`);
  }
}
