import { Migration } from '@mikro-orm/migrations';

export class Migration20261121000000_catalog_initial extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "catalog"."website" (
      "id" text primary key,
      "slug" text not null unique,
      "title" text not null,
      "selected_currency" text not null default 'USD',
      "time_zone" text not null default 'America/New_York',
      "multiple_quantity_allowed_for_services" boolean not null default true,
      "use_cldr_money_format" boolean not null default true,
      "created_at" timestamptz not null default now()
    )`);
    this.addSql(`create table "catalog"."collection" (
      "id" text primary key,
      "website_id" text not null references "catalog"."website" ("id") deferrable initially deferred,
      "title" text not null,
      "url_id" text not null,
      "created_at" timestamptz not null default now(),
      unique ("website_id", "url_id")
    )`);
    this.addSql(`create table "catalog"."product" (
      "id" text primary key,
      "website_id" text not null references "catalog"."website" ("id") deferrable initially deferred,
      "collection_id" text not null references "catalog"."collection" ("id") deferrable initially deferred,
      "title" text not null,
      "url_id" text not null,
      "excerpt" text not null default '',
      "body" text not null default '',
      "product_type" text not null check ("product_type" in ('PHYSICAL', 'DIGITAL', 'SERVICE', 'GIFT_CARD', 'PAYWALL')),
      "currency" text not null,
      "variant_option_ordering" jsonb not null default '[]',
      "is_subscribable" boolean not null default false,
      "use_custom_add_button_text" boolean not null default false,
      "custom_add_button_text" text null,
      "main_image_url" text null,
      "position" integer not null default 0,
      "created_at" timestamptz not null default now(),
      unique ("collection_id", "url_id")
    )`);
    this.addSql(`create table "catalog"."variant" (
      "id" text primary key,
      "product_id" text not null references "catalog"."product" ("id") on delete cascade deferrable initially deferred,
      "sku" text not null,
      "price_cents" integer not null check ("price_cents" >= 0),
      "sale_price_cents" integer not null default 0 check ("sale_price_cents" >= 0),
      "on_sale" boolean not null default false,
      "attributes" jsonb not null default '{}',
      "main_image_id" text null,
      "position" integer not null default 0,
      unique ("product_id", "sku")
    )`);
    this.addSql(`create index "product_collection_idx" on "catalog"."product" ("collection_id", "position")`);
  }
}
