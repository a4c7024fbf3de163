import { Migration } from '@mikro-orm/migrations';

/**
 * What search engines are told (an owner's SEO title and description of each page, shop, blog,
 * product and post; empty: made from the content), which collection `/` shows, and the site's own
 * favicon (an uploaded image; none: Atelier's). Lengths are checked by the owner's save mutations.
 */
export class Migration20261128030000_catalog_seo_and_home extends Migration {
  override async up(): Promise<void> {
    for (const table of ['collection', 'product', 'post']) {
      this.addSql(`alter table "catalog"."${table}" add column "seo_title" text not null default '', add column "seo_description" text not null default ''`);
    }
    this.addSql(`alter table "catalog"."website" add column "home_collection_id" text null, add column "favicon_image_id" text null`);
  }
}
