import { Migration } from '@mikro-orm/migrations';

/**
 * Events and galleries (SPEC sections 2 and 3): two more kinds of collection, an events page's
 * list (showPastOrUpcomingEvents) and a gallery's options (clamped by packages/site on save and
 * read), the events with their dates and location, a gallery's images in order with their titles
 * and focal points, and the share buttons a site turns on (shareButtonOptions).
 */
export class Migration20261208000000_catalog_events_and_galleries extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "catalog"."collection" drop constraint "collection_type_check"`);
    this.addSql(`alter table "catalog"."collection"
      add constraint "collection_type_check" check ("type" in ('products', 'blog', 'page', 'events', 'gallery')),
      add column "events_view" text not null default 'upcoming' check ("events_view" in ('upcoming', 'past')),
      add column "gallery_options" jsonb not null default '{}' check (jsonb_typeof("gallery_options") = 'object')`);
    this.addSql(`alter table "catalog"."website" add column "share_buttons" text[] not null default '{}'`);
    this.addSql(`create table "catalog"."event" (
      "id" text primary key,
      "website_id" text not null,
      "collection_id" text not null,
      "url_id" text not null,
      "title" text not null,
      "body" text not null default '',
      "start_at" timestamptz not null,
      "end_at" timestamptz not null,
      "address_line1" text not null default '',
      "address_line2" text not null default '',
      "address_country" text not null default '',
      "map_lat" double precision check ("map_lat" between -90 and 90),
      "map_lng" double precision check ("map_lng" between -180 and 180),
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now(),
      constraint "event_ends_after_start" check ("end_at" >= "start_at"),
      constraint "event_url_id_unique" unique ("collection_id", "url_id")
    )`);
    this.addSql(`create index "event_collection_start_idx" on "catalog"."event" ("collection_id", "start_at")`);
    this.addSql(`create index "event_collection_end_idx" on "catalog"."event" ("collection_id", "end_at")`);
    this.addSql(`create table "catalog"."gallery_image" (
      "id" text primary key,
      "website_id" text not null,
      "collection_id" text not null,
      "image_id" text not null,
      "title" text not null default '',
      "focal_x" double precision not null default 0.5 check ("focal_x" between 0 and 1),
      "focal_y" double precision not null default 0.5 check ("focal_y" between 0 and 1),
      "position" integer not null
    )`);
    this.addSql(`create index "gallery_image_collection_idx" on "catalog"."gallery_image" ("collection_id", "position")`);
  }
}
