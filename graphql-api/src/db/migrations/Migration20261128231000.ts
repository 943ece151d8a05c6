import { Migration } from '@mikro-orm/migrations';

/**
 * Long events apart (replaces the duration classes of Migration20261128230000, which read more
 * than the plain window at 1,000,000 synthetic events: bench/README.md, "Year windows"). A
 * year-window page reads events of up to 64 years from the timeline with a bound of the longest of
 * them, and events longer than that from this small partial index (event-window-sql.ts), so one
 * event of 3,000 years no longer makes every window scan 3,000 years of events.
 * events_longest_short_duration(): one probe of the duration index, in a function for the reasons
 * of Migration20261124230000. The threshold 64 is written as in event-window-sql.ts (the planner
 * matches the partial index's predicate to the query's).
 */
export class Migration20261128231000 extends Migration {
  override up(): void {
    this.addSql(`drop index if exists "historical_events_duration_class_index";`);
    this.addSql(`create index if not exists "historical_events_long_index" on "historical_events" ("start_year", "id") where "end_year" - "start_year" > 64;`);
    this.addSql(`create or replace function events_longest_short_duration() returns integer language plpgsql stable parallel safe as $$
begin
  return (select coalesce(max("end_year" - "start_year"), 0) from "historical_events" where "end_year" - "start_year" <= 64);
end $$;`);
  }

  override down(): void {
    this.addSql(`drop function if exists events_longest_short_duration();`);
    this.addSql(`drop index if exists "historical_events_long_index";`);
  }
}
