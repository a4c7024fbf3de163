import { Migration } from '@mikro-orm/migrations';

/**
 * The origins a site's owner allows its pages to load from beyond its own (a web font host, a
 * script CDN, an embed), each for one CSP directive: [{ "directive": "font-src", "origin": "https://…" }],
 * checked by packages/theme's checkOwnerOrigins before it is stored.
 */
export class Migration20261210000000_catalog_csp_origins extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "catalog"."website"
      add column "csp_origins" jsonb not null default '[]' check (jsonb_typeof("csp_origins") = 'array')`);
  }
}
