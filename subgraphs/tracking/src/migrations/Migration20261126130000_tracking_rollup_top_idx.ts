import { Migration } from '@mikro-orm/migrations';

/**
 * The dashboard's top tables read one metric of each dimension over a range of daily buckets: an
 * index in that order, holding the key and the value, answers them from the index alone (no heap
 * visit, no row of the other metric read and thrown away). `npm run bench -- tracking` times it.
 */
export class Migration20261126130000_tracking_rollup_top_idx extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create index "rollup_top_idx" on "tracking"."rollup" ("site_id", "granularity", "dimension", "metric", "bucket_start") include ("key", "value")`,
    );
  }
}
