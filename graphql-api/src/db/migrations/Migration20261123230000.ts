import { Migration } from '@mikro-orm/migrations';

/**
 * The longest event's duration in one index probe (max(end_year - start_year)): a page over a year
 * window ("ends in or after fromYear", in timeline order) can then start its ordered scan at
 * fromYear minus that duration instead of at 3500 BCE (otherwise the planner walked the
 * (start_year, id) index from the start and filtered most of the rows before the window away).
 */
export class Migration20261123230000 extends Migration {
  override up(): void {
    this.addSql(`create index if not exists "historical_events_duration_index" on "historical_events" (("end_year" - "start_year"));`);
  }

  override down(): void {
    this.addSql(`drop index if exists "historical_events_duration_index";`);
  }
}
