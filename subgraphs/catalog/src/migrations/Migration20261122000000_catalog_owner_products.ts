import { Migration } from '@mikro-orm/migrations';

/**
 * What owners manage of a product: a version for the check that stops two editors overwriting each
 * other, archiving, the subscription plan, the additional-fields form, and images (uploaded ones
 * with the sizes made for the storefront, or a URL).
 */
export class Migration20261122000000_catalog_owner_products extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "catalog"."product"
      add column "version" integer not null default 1,
      add column "updated_at" timestamptz not null default now(),
      add column "archived_at" timestamptz null,
      add column "subscription_plan" jsonb null check ("subscription_plan" is null or jsonb_typeof("subscription_plan") = 'object'),
      add column "additional_fields_form_id" text null,
      add column "image_ids" jsonb not null default '[]' check (jsonb_typeof("image_ids") = 'array')`);
    this.addSql(`create table "catalog"."image" (
      "id" text primary key,
      "website_id" text not null references "catalog"."website" ("id") deferrable initially deferred,
      "width" integer null check ("width" > 0),
      "height" integer null check ("height" > 0),
      "source_url" text null check ("source_url" is not null or ("width" is not null and "height" is not null)),
      "created_at" timestamptz not null default now()
    )`);
    this.addSql(`create index "image_website_id_index" on "catalog"."image" ("website_id")`);
    this.addSql(`create table "catalog"."image_file" (
      "image_id" text not null references "catalog"."image" ("id") on delete cascade,
      "width" integer not null check ("width" > 0),
      "content_type" text not null,
      "bytes" bytea not null,
      primary key ("image_id", "width")
    )`);
  }
}
