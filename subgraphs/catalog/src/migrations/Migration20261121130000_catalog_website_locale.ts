import { Migration } from '@mikro-orm/migrations';

/** A website writes money, numbers and dates in its own locale. */
export class Migration20261121130000_catalog_website_locale extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "catalog"."website" add column "locale" text not null default 'en-US' check ("locale" ~ '^[a-z]{2,3}(-[A-Z][a-z]{3})?(-([A-Z]{2}|[0-9]{3}))?$')`);
  }
}
