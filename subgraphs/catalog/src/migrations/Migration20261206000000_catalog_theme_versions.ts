import { Migration } from '@mikro-orm/migrations';

/**
 * A site's themes become its versions: each import and each save of the template editor is a row,
 * numbered per site, with the owner who saved it. A preview of unsaved edits is a draft row, never
 * listed and never published; a site keeps only its latest draft.
 */
export class Migration20261206000000_catalog_theme_versions extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "catalog"."theme"
      add column "number" int null,
      add column "saved_by" text null,
      add column "origin" text not null default 'import',
      add column "draft" boolean not null default false`);
    this.addSql(`update "catalog"."theme" as t set "number" = n.number
      from (select "id", row_number() over (partition by "website_id" order by "created_at", "id") as number
            from "catalog"."theme") as n
      where n."id" = t."id"`);
    this.addSql(`create index "theme_site_versions_idx" on "catalog"."theme" ("website_id", "draft", "number")`);
  }
}
