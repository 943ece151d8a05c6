import { Migration } from '@mikro-orm/migrations';

/**
 * EDTF dates (issue 26): start and end dates keep EDTF text as given (up to 40 characters), and
 * each event stores how uncertain its ends are: the latest year it can start and the earliest it
 * can end (equal to start_year / end_year for every date known to the year, which is every event
 * stored before this). An optional Wikidata item id.
 */
export class Migration20261125130000 extends Migration {
  override up(): void {
    this.addSql(`alter table "historical_events"
      alter column "start_date" type varchar(40),
      alter column "end_date" type varchar(40),
      add column "start_latest_year" int null,
      add column "end_earliest_year" int null,
      add column "wikidata_id" varchar(16) null;`);
    this.addSql(`update "historical_events" set "start_latest_year" = "start_year", "end_earliest_year" = "end_year";`);
    this.addSql(`alter table "historical_events"
      alter column "start_latest_year" set not null,
      alter column "end_earliest_year" set not null;`);
  }

  override down(): void {
    this.addSql(`alter table "historical_events" drop column "start_latest_year", drop column "end_earliest_year", drop column "wikidata_id";`);
    this.addSql(`alter table "historical_events" alter column "start_date" type varchar(16), alter column "end_date" type varchar(16);`);
  }
}
