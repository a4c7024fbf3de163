import { Migration } from '@mikro-orm/migrations';

/** The net change of each collection's count of listed (not archived) products in a statement's rows. */
const change = (rows: string[]) => `
  update "catalog"."collection" c set "product_count" = c."product_count" + d.n
    from (select collection_id, sum(n)::int as n from (${rows.join(' union all ')}) x group by collection_id having sum(n) <> 0) d
   where c.id = d.collection_id`;
const added = `select collection_id, count(*) as n from new_rows where archived_at is null group by collection_id`;
const removed = `select collection_id, -count(*) as n from old_rows where archived_at is null group by collection_id`;

/**
 * Each shop keeps how many products it lists, so that a shop page says "24 of 10,000" without counting
 * 10,000 index entries on every view. Statement triggers with transition tables: an import of many
 * products updates each collection once, and a save that changes no count writes nothing.
 */
export class Migration20261127010000_catalog_product_count extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "catalog"."collection" add column "product_count" integer not null default 0`);
    this.addSql(`update "catalog"."collection" c set "product_count" = (select count(*) from "catalog"."product" p where p.collection_id = c.id and p.archived_at is null)`);
    for (const [event, rows, transition] of [
      ['insert', [added], 'new table as new_rows'],
      ['update', [added, removed], 'old table as old_rows new table as new_rows'],
      ['delete', [removed], 'old table as old_rows'],
    ] as const) {
      this.addSql(`create function "catalog"."count_products_after_${event}"() returns trigger language plpgsql as $$ begin ${change([...rows])}; return null; end $$`);
      this.addSql(`create trigger "product_count_after_${event}" after ${event} on "catalog"."product" referencing ${transition} for each statement execute function "catalog"."count_products_after_${event}"()`);
    }
    // Foreign keys here are deferred, so a collection may be written after its first products (the ORM orders inserts by relations, and a product names its collection by id).
    this.addSql(`create function "catalog"."count_products_of_new_collection"() returns trigger language plpgsql as $$ begin
      new.product_count := (select count(*) from "catalog"."product" p where p.collection_id = new.id and p.archived_at is null); return new; end $$`);
    this.addSql(`create trigger "product_count_of_new_collection" before insert on "catalog"."collection" for each row execute function "catalog"."count_products_of_new_collection"()`);
  }
}
