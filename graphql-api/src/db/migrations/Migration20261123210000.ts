import { Migration } from '@mikro-orm/migrations';

/**
 * Search at a million events (issue 8):
 * - a btree on lower(name) with text_pattern_ops, so "names starting with" is an index range scan
 *   that stops at its LIMIT (the trigram index has to read a whole posting list first);
 * - the stored tsvector goes: search ranks "all words, any order" with the trigram index over
 *   search_text instead, and computing the tsvector for every row was a large part of the
 *   million-row seed and of the table's size.
 */
export class Migration20261123210000 extends Migration {
  override up(): void {
    this.addSql(`create index if not exists "historical_events_name_prefix" on "historical_events" (lower("name") text_pattern_ops);`);
    this.addSql(`alter table "historical_events" drop column if exists "search_vector";`);
  }

  override down(): void {
    this.addSql(
      `alter table "historical_events" add column "search_vector" tsvector generated always as (to_tsvector('simple'::regconfig, "search_text")) stored;`,
    );
    this.addSql(`create index "historical_events_search_vector" on "historical_events" using gin ("search_vector");`);
    this.addSql(`drop index if exists "historical_events_name_prefix";`);
  }
}
