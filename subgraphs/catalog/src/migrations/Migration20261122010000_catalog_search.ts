import { Migration } from '@mikro-orm/migrations';

/**
 * Full-text search over products, posts and pages: a weighted tsvector per row (title A, excerpt B,
 * the text of the body C), kept by PostgreSQL itself and indexed with GIN. The 'simple'
 * configuration does not stem, so it serves every site language alike; searches match word prefixes.
 */
export class Migration20261122010000_catalog_search extends Migration {
  override async up(): Promise<void> {
    const text = (column: string) => `regexp_replace(coalesce("${column}", ''), '<[^>]*>', ' ', 'g')`;
    const vector = (title: string, excerpt: string | null, body: string) =>
      `setweight(to_tsvector('simple', coalesce("${title}", '')), 'A')` +
      (excerpt ? ` || setweight(to_tsvector('simple', coalesce("${excerpt}", '')), 'B')` : '') +
      ` || setweight(to_tsvector('simple', ${text(body)}), 'C')`;
    this.addSql(`alter table "catalog"."product" add column "search_vector" tsvector generated always as (${vector('title', 'excerpt', 'body')}) stored`);
    this.addSql(`create index "product_search_index" on "catalog"."product" using gin ("search_vector")`);
    this.addSql(`alter table "catalog"."post" add column "search_vector" tsvector generated always as (${vector('title', 'excerpt', 'body')}) stored`);
    this.addSql(`create index "post_search_index" on "catalog"."post" using gin ("search_vector")`);
    this.addSql(`alter table "catalog"."collection" add column "search_vector" tsvector generated always as (${vector('title', null, 'body')}) stored`);
    this.addSql(`create index "collection_search_index" on "catalog"."collection" using gin ("search_vector")`);
    this.addSql(`create index "variant_product_id_index" on "catalog"."variant" ("product_id")`);
  }
}
