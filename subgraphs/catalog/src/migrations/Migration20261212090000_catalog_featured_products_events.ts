import { Migration } from '@mikro-orm/migrations';

/**
 * Products and events an owner marks as featured, as posts are: themes list them with
 * <squarespace:query featured="true">. The partial indexes serve those lists.
 */
export class Migration20261212090000_catalog_featured_products_events extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "catalog"."product" add column "featured" boolean not null default false`);
    this.addSql(`alter table "catalog"."event" add column "featured" boolean not null default false`);
    this.addSql(
      `create index "product_featured_idx" on "catalog"."product" ("collection_id", "position") where "featured" and "archived_at" is null`,
    );
    this.addSql(`create index "event_featured_idx" on "catalog"."event" ("collection_id", "start_at") where "featured"`);
  }
}
