import { Migration } from '@mikro-orm/migrations';

/**
 * A product's categories in its shop (the shop page lists one category at a time), and each shop's
 * categories kept on the collection when products change, so that listing them does not read every
 * product. The shop order's index serves a page of a shop by reading that page only; so does the
 * price order's, on `price_from` (the lowest price a shopper pays now), which PostgreSQL keeps in
 * step with the variants itself, whoever writes them.
 */
export class Migration20261122020000_catalog_product_categories extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "catalog"."product" add column "categories" jsonb not null default '[]' check (jsonb_typeof("categories") = 'array')`);
    this.addSql(`create index "product_categories_index" on "catalog"."product" using gin ("categories")`);
    this.addSql(`alter table "catalog"."collection" add column "categories" jsonb not null default '[]' check (jsonb_typeof("categories") = 'array')`);
    this.addSql(`create index "product_shop_order_index" on "catalog"."product" ("collection_id", "position", "title", "id") where "archived_at" is null`);
    this.addSql(`alter table "catalog"."product" add column "price_from" integer not null default 0`);
    this.addSql(`create function "catalog"."refresh_price_from"() returns trigger language plpgsql as $$
      begin
        update "catalog"."product" p set "price_from" = m."price_from"
          from (select v."product_id", min(case when v."on_sale" then v."sale_price_cents" else v."price_cents" end) as "price_from"
                  from "catalog"."variant" v where v."product_id" in (select "product_id" from "changed") group by v."product_id") m
         where p."id" = m."product_id" and p."price_from" is distinct from m."price_from";
        return null;
      end $$`);
    for (const [event, table] of [['insert', 'new'], ['update', 'new'], ['delete', 'old']] as const) {
      this.addSql(`create trigger "variant_price_from_${event}" after ${event} on "catalog"."variant" referencing ${table} table as "changed" for each statement execute function "catalog"."refresh_price_from"()`);
    }
    this.addSql(`update "catalog"."product" p set "price_from" = coalesce((select min(case when v."on_sale" then v."sale_price_cents" else v."price_cents" end) from "catalog"."variant" v where v."product_id" = p."id"), 0)`);
    this.addSql(`create index "product_price_order_index" on "catalog"."product" ("collection_id", "price_from", "title", "id") where "archived_at" is null`);
    this.addSql(`create index "product_price_desc_order_index" on "catalog"."product" ("collection_id", (-"price_from"), "title", "id") where "archived_at" is null`);
  }
}
