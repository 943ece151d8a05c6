import { Migration } from '@mikro-orm/migrations';

/**
 * Guided stories (issue 29, point 4). A story's content (title, summary, steps as jsonb) lives only
 * in its revisions; the story row names the revision everyone sees (`current_revision_id`) and the
 * author's proposal still waiting for a moderator (`proposed_revision_id`). The two tables point at
 * each other, so those references are checked at commit (deferrable): a story and its first
 * revision are written in one transaction.
 */
export class Migration20261128220000 extends Migration {
  override up(): void {
    this.addSql(`create table "stories" (
      "id" uuid not null primary key,
      "author_id" uuid null references "users" ("id") on delete set null,
      "status" varchar(16) not null default 'pending',
      "version" integer not null default 1,
      "current_revision_id" uuid not null,
      "proposed_revision_id" uuid null,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now(),
      constraint "stories_status_check" check ("status" in ('pending', 'published', 'rejected', 'withdrawn')),
      constraint "stories_version_positive" check ("version" >= 1));`);
    this.addSql(`create index "stories_published_idx" on "stories" ("created_at" desc, "id" desc) where "status" = 'published';`);
    this.addSql(`create index "stories_author_idx" on "stories" ("author_id");`);

    this.addSql(`create table "story_revisions" (
      "id" uuid not null primary key,
      "story_id" uuid not null references "stories" ("id") on delete cascade deferrable initially deferred,
      "version" integer not null,
      "status" varchar(16) not null,
      "author_id" uuid null references "users" ("id") on delete set null,
      "title" text not null,
      "summary" text not null default '',
      "steps" jsonb not null,
      "note" text null,
      "created_at" timestamptz not null default now(),
      constraint "story_revisions_status_check" check ("status" in ('proposed', 'accepted', 'rejected')),
      constraint "story_revisions_steps_array" check (jsonb_typeof("steps") = 'array'));`);
    this.addSql(`create index "story_revisions_story_idx" on "story_revisions" ("story_id", "created_at");`);

    this.addSql(`alter table "stories"
      add constraint "stories_current_revision_fk" foreign key ("current_revision_id") references "story_revisions" ("id") deferrable initially deferred,
      add constraint "stories_proposed_revision_fk" foreign key ("proposed_revision_id") references "story_revisions" ("id") on delete set null deferrable initially deferred;`);
  }

  override down(): void {
    this.addSql(`alter table "stories" drop constraint if exists "stories_current_revision_fk", drop constraint if exists "stories_proposed_revision_fk";`);
    this.addSql(`drop table if exists "story_revisions";`);
    this.addSql(`drop table if exists "stories";`);
  }
}
