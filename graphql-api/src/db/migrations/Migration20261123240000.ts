import { Migration } from '@mikro-orm/migrations';

/**
 * As Migration20261123230000 for pages of "visible in year Y": an event visible in Y starts at most
 * max(visible_to - start_year) before Y, found in one probe of this index.
 */
export class Migration20261123240000 extends Migration {
  override up(): void {
    this.addSql(`create index if not exists "historical_events_visible_span_index" on "historical_events" (("visible_to" - "start_year"));`);
  }

  override down(): void {
    this.addSql(`drop index if exists "historical_events_visible_span_index";`);
  }
}
