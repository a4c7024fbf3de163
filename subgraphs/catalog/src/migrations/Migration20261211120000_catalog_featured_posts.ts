import { Migration } from '@mikro-orm/migrations';

/**
 * A post its owner marks as featured, as the developer platform's items are: themes list the featured
 * ones with <squarespace:query featured="true">. The partial index serves those lists.
 */
export class Migration20261211120000_catalog_featured_posts extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "catalog"."post" add column "featured" boolean not null default false`);
    this.addSql(
      `create index "post_featured_idx" on "catalog"."post" ("collection_id", "added_on" desc, "id" desc) where "featured"`,
    );
  }
}
