import { Migration } from '@mikro-orm/migrations';

/**
 * The catalog keeps which owner each website belongs to (it creates websites, and answers
 * `Owner.websites` through federation); until now accounts.owner.website_ids held it.
 *
 * A one-time move: each owner's website ids are copied from accounts.owner.website_ids when that
 * column is still there (a database made before this migration). This is the only place the
 * catalog reads the accounts schema; accounts' own later migration drops the column, and refuses
 * to while it holds sites and this copy has not run.
 */
export class Migration20261205000000_catalog_website_owner extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "catalog"."website" add column "owner_id" text null`);
    this.addSql(`create index "website_owner_idx" on "catalog"."website" ("owner_id", "created_at")`);
    this.addSql(`do $$
      begin
        if exists (
          select 1 from information_schema.columns
          where table_schema = 'accounts' and table_name = 'owner' and column_name = 'website_ids'
        ) then
          execute 'update "catalog"."website" as w set "owner_id" = o."id"
                   from "accounts"."owner" as o
                   where o."website_ids" @> to_jsonb(w."id") and w."owner_id" is null';
        end if;
      end $$`);
  }
}
