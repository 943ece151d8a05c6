import { Migration } from '@mikro-orm/migrations';

/**
 * The admin dashboard's tables stay index-backed as they grow (issue 8): newest-first paging reads
 * a (time desc, id) btree instead of sorting the table, the subscriber status filter and its count
 * have a btree, and the case-insensitive search on email and names (ILIKE '%text%') has trigram
 * indexes, as the events' text search does.
 */
export class Migration20261123220000 extends Migration {
  override up(): void {
    this.addSql(`create extension if not exists pg_trgm;`);
    this.addSql(`create index if not exists "users_created_at_id_index" on "users" ("created_at" desc, "id");`);
    this.addSql(`create index if not exists "newsletter_subscribers_subscribed_at_id_index" on "newsletter_subscribers" ("subscribed_at" desc, "id");`);
    this.addSql(`create index if not exists "newsletter_subscribers_status_index" on "newsletter_subscribers" ("status");`);
    for (const table of ['users', 'newsletter_subscribers']) {
      for (const column of ['email', 'first_name', 'last_name']) {
        this.addSql(`create index if not exists "${table}_${column}_trgm" on "${table}" using gin ("${column}" gin_trgm_ops);`);
      }
    }
  }

  override down(): void {
    for (const table of ['users', 'newsletter_subscribers']) {
      for (const column of ['email', 'first_name', 'last_name']) this.addSql(`drop index if exists "${table}_${column}_trgm";`);
    }
    this.addSql(`drop index if exists "newsletter_subscribers_status_index";`);
    this.addSql(`drop index if exists "newsletter_subscribers_subscribed_at_id_index";`);
    this.addSql(`drop index if exists "users_created_at_id_index";`);
  }
}
