import { Migration } from '@mikro-orm/migrations';

/**
 * Many sites on one server and the content real themes show: each website has a theme (a shipped
 * one by name, or one its owner imported), custom domains and block-field content; collections
 * have a type (products, blog, page), a place in a navigation and an optional password; blog
 * collections hold posts.
 */
export class Migration20261121140000_catalog_sites_and_content extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "catalog"."website"
      add column "theme" text not null default 'atelier',
      add column "block_fields" jsonb not null default '{}' check (jsonb_typeof("block_fields") = 'object')`);
    this.addSql(`create table "catalog"."website_domain" (
      "domain" text primary key check ("domain" = lower("domain")),
      "website_id" text not null references "catalog"."website" ("id") on delete cascade,
      "created_at" timestamptz not null default now()
    )`);
    this.addSql(`create index "website_domain_website_idx" on "catalog"."website_domain" ("website_id")`);
    this.addSql(`create table "catalog"."theme" (
      "id" text primary key,
      "website_id" text not null references "catalog"."website" ("id") on delete cascade,
      "name" text not null,
      "version" text not null,
      "files" jsonb not null,
      "css" text not null,
      "created_at" timestamptz not null default now()
    )`);
    this.addSql(`create index "theme_website_idx" on "catalog"."theme" ("website_id", "created_at")`);
    this.addSql(`alter table "catalog"."collection"
      add column "type" text not null default 'products' check ("type" in ('products', 'blog', 'page')),
      add column "description" text not null default '',
      add column "body" text not null default '',
      add column "navigation" text,
      add column "position" integer not null default 0,
      add column "password_hash" text`);
    this.addSql(`create table "catalog"."post" (
      "id" text primary key,
      "website_id" text not null references "catalog"."website" ("id") on delete cascade,
      "collection_id" text not null references "catalog"."collection" ("id") on delete cascade deferrable initially deferred,
      "url_id" text not null,
      "title" text not null,
      "excerpt" text not null default '',
      "body" text not null default '',
      "author_name" text not null,
      "author_url_id" text not null,
      "categories" text[] not null default '{}',
      "tags" text[] not null default '{}',
      "added_on" timestamptz not null,
      "focal_x" double precision not null default 0.5 check ("focal_x" between 0 and 1),
      "focal_y" double precision not null default 0.5 check ("focal_y" between 0 and 1),
      "image_alt" text not null default '',
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now(),
      unique ("collection_id", "url_id")
    )`);
    this.addSql(`create index "post_list_idx" on "catalog"."post" ("collection_id", "added_on" desc, "id" desc)`);
    // Counts of password attempts on protected collections (rate-limiter-flexible).
    this.addSql(`create table "catalog"."rate_limit" ("key" varchar(255) primary key, "points" integer not null default 0, "expire" bigint)`);
  }
}
