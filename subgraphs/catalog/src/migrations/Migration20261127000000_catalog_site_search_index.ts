import { Migration } from '@mikro-orm/migrations';

const TABLES = [
  ['product', 'product_search_index', 'product_site_search_index'],
  ['post', 'post_search_index', 'post_site_search_index'],
  ['collection', 'collection_search_index', 'collection_site_search_index'],
] as const;

/**
 * Search indexes keyed by site first. With the words alone, a word that many products of another
 * site hold made a small site read all of them to find its own few; btree_gin (a trusted extension
 * shipped with PostgreSQL) lets one GIN index hold the site and the words together. A database
 * whose user may not add extensions keeps the word indexes: search still works, only slower there.
 */
export class Migration20261127000000_catalog_site_search_index extends Migration {
  override async up(): Promise<void> {
    this.addSql(`do $$ begin
      create extension if not exists btree_gin;
    exception when insufficient_privilege or feature_not_supported or undefined_file then
      raise warning 'btree_gin is not available: the catalog''s search indexes stay keyed by words alone';
    end $$`);
    for (const [table, old, keyed] of TABLES) {
      this.addSql(`do $$ begin
        if exists (select 1 from pg_extension where extname = 'btree_gin') then
          create index "${keyed}" on "catalog"."${table}" using gin ("website_id", "search_vector");
          drop index "catalog"."${old}";
        end if;
      end $$`);
    }
  }
}
