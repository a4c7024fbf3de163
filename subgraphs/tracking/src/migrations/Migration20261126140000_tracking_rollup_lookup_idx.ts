import { Migration } from '@mikro-orm/migrations';

/**
 * The dashboard looks up the previous period of each key its top tables show: the primary key's
 * order with the value beside it answers each look-up from the index alone. Without it the planner
 * took the top tables' index for a small site and read every key of the dimension for each row
 * shown (1,025 rows thrown away per look-up in `npm run bench -- tracking`'s 10,000-event site).
 */
export class Migration20261126140000_tracking_rollup_lookup_idx extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create index "rollup_lookup_idx" on "tracking"."rollup" ("site_id", "granularity", "metric", "dimension", "key", "bucket_start") include ("value")`,
    );
  }
}
