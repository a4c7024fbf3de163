import { Migration } from '@mikro-orm/migrations';

/**
 * Search indexes keyed by site first. With the words alone, a word that many products of another
 * site hold made a small site read all of them to find its own few; btree_gin (a trusted extension
 * shipped with PostgreSQL) lets one GIN index hold the site and the words together.
 */
export class Migration20261127000000_catalog_site_search_index extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create extension if not exists btree_gin`);
    this.addSql(`create index "product_site_search_index" on "catalog"."product" using gin ("website_id", "search_vector")`);
    this.addSql(`drop index "catalog"."product_search_index"`);
    this.addSql(`create index "post_site_search_index" on "catalog"."post" using gin ("website_id", "search_vector")`);
    this.addSql(`drop index "catalog"."post_search_index"`);
    this.addSql(`create index "collection_site_search_index" on "catalog"."collection" using gin ("website_id", "search_vector")`);
    this.addSql(`drop index "catalog"."collection_search_index"`);
  }
}
