import { Migration } from '@mikro-orm/migrations';

/**
 * Replaced by Migration20261128231000 (which drops this index): measured at 1,000,000 events the
 * classes cost about twice the old page when no event is long (bench/README.md, "Year windows").
 *
 * Events that last, by duration class (1 year, 2-3, 4-7 ... 4096+: powers of two), in timeline
 * order. A year-window page used to start its scan at the window minus the longest event
 * (Migration20261124230000), so every window read every event that started within that span before
 * it: about 24,000 rows for 900-890 BCE at 1,000,000 synthetic events, whose longest lasts 40
 * years, and thousands of years' worth once one event lasts 3,000. Within one class an event that
 * reaches the window starts at most twice its class's shortest duration before it, so scanning each
 * class from its own bound reads at most about twice the rows that reach in (event-window-sql.ts).
 * Only events that last (end after start) can reach into a window from before it, hence the
 * partial index. The class was written as in the page's SQL (the planner matches the
 * expression); the included columns let the filters run on the index alone (the page's rows are
 * then read by id).
 */
export class Migration20261128230000 extends Migration {
  override up(): void {
    this.addSql(
      `create index if not exists "historical_events_duration_class_index" on "historical_events" ((width_bucket("end_year" - "start_year", array[1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 1024, 2048, 4096])), "start_year", "id") include ("end_year", "longitude", "latitude", "radius", "visible_from", "visible_to", "period", "event_type", "category", "verification_status", "cultural_type") where "end_year" > "start_year";`,
    );
  }

  override down(): void {
    this.addSql(`drop index if exists "historical_events_duration_class_index";`);
  }
}
