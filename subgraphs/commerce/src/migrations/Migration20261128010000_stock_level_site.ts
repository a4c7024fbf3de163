import { Migration } from '@mikro-orm/migrations';

/**
 * A stock level knows its site, so that `stockedItems` answers only about the asking site's items
 * (it had told any site whether another's products were in stock). Every writer names the site
 * from now on (setStock from the owner's site, the demo seed from its data). Rows written before
 * learn it once, here, from the catalog's variants when they live in the same database (the
 * default, and the documented distributed set-up); the only read of another schema, made once.
 * A row whose variant is gone stays without a site and is never answered.
 */
export class Migration20261128010000_stock_level_site extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "cart"."stock_level" add column "website_id" text null`);
    this.addSql(`do $$
      begin
        if to_regclass('catalog.variant') is not null and to_regclass('catalog.product') is not null then
          update "cart"."stock_level" s set "website_id" = p.website_id
            from catalog.variant v join catalog.product p on p.id = v.product_id
           where v.id = s.variant_id;
        end if;
      end $$`);
    this.addSql(`create index "stock_level_site_item_idx" on "cart"."stock_level" ("website_id", "item_id")`);
  }
}
