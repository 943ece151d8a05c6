import { Migration } from '@mikro-orm/migrations';

/**
 * The two bounds a year-window page starts its ordered scan from (Migration20261123230000 and
 * 20261123240000), as functions. As a subquery in every page the planner planned the max() again
 * for each request (the min/max rewrite weighs every index of the table); a PL/pgSQL function keeps
 * the plan of its one statement, and a STABLE call in an index condition runs once per scan. The
 * answer is the same as the subquery's, in the same snapshot. This and the prepared statements of
 * db/pooled-query.ts cut the database's CPU per GraphQL page (bench/README.md).
 * PARALLEL SAFE: they only read, and an unsafe call would keep parallel plans (a count over most
 * of the table) away.
 */
export class Migration20261124230000 extends Migration {
  override up(): void {
    this.addSql(`create or replace function events_longest_duration() returns integer language plpgsql stable parallel safe as $$
begin
  return (select coalesce(max("end_year" - "start_year"), 0) from "historical_events");
end $$;`);
    this.addSql(`create or replace function events_longest_visible_span() returns integer language plpgsql stable parallel safe as $$
begin
  return (select coalesce(max("visible_to" - "start_year"), 0) from "historical_events");
end $$;`);
  }

  override down(): void {
    this.addSql(`drop function if exists events_longest_duration();`);
    this.addSql(`drop function if exists events_longest_visible_span();`);
  }
}
