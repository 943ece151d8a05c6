import { Migration } from '@mikro-orm/migrations';

/** Who last set an event's verification status (verified_at already says when). */
export class Migration20261123130000 extends Migration {
  override up(): void {
    this.addSql(`alter table "historical_events" add column "verified_by" uuid null;`);
  }

  override down(): void {
    this.addSql(`alter table "historical_events" drop column "verified_by";`);
  }
}
