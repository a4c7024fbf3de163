import { Migration } from '@mikro-orm/migrations';

/**
 * Which owner a website belongs to is the catalog's now (catalog.website.owner_id, copied there
 * once by the catalog's migration 20261205000000). The column goes; while it still names sites and
 * the catalog has not copied them (the catalog's process has not migrated yet, in distributed mode),
 * this migration stops the start instead of losing them, and runs once the catalog has.
 */
export class Migration20261205000100_accounts_websites_moved extends Migration {
  override async up(): Promise<void> {
    this.addSql(`do $$
      begin
        if exists (select 1 from "accounts"."owner" where "website_ids" <> '[]'::jsonb)
          and not exists (
            select 1 from information_schema.columns
            where table_schema = 'catalog' and table_name = 'website' and column_name = 'owner_id'
          ) then
          raise exception 'accounts.owner.website_ids still names sites: start the catalog first, whose migration copies them into catalog.website.owner_id';
        end if;
      end $$`);
    this.addSql(`alter table "accounts"."owner" drop column "website_ids"`);
  }
}
