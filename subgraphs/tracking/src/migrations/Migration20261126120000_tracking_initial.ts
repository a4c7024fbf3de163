import { Migration } from '@mikro-orm/migrations';

/**
 * The tracking schema (TRACKING-CONTRACT.md): raw events in daily partitions, the daily salts, the
 * roll-up the dashboard reads, client error groups and each site's tracking settings. Site ids are
 * text, as every other schema keeps them (the catalog's website ids are not UUIDs).
 */
export class Migration20261126120000_tracking_initial extends Migration {
  override async up(): Promise<void> {
    // A sequence rather than an identity column: identity on a partitioned table needs PostgreSQL 17.
    this.addSql(`create sequence "tracking"."event_id_seq" as bigint`);
    this.addSql(`create table "tracking"."event" (
      "id" bigint not null default nextval('"tracking"."event_id_seq"'),
      "site_id" text not null,
      "received_at" timestamptz not null default now(),
      "kind" text not null check ("kind" in ('page_view', 'site_search', 'heartbeat', 'audio', 'video', 'button_click', 'button_render', 'form_render', 'overlay', 'quick_view', 'analytics', 'add_to_cart', 'purchase')),
      "visitor_hash" text not null,
      "session_id" text,
      "visit_count" integer,
      "path" text,
      "referrer_host" text,
      "utm_source" text,
      "utm_medium" text,
      "utm_campaign" text,
      "device" text not null default 'other' check ("device" in ('desktop', 'mobile', 'tablet', 'other')),
      "browser" text,
      "search_term" text,
      "account_id" text,
      "schema_name" text,
      "data" jsonb,
      primary key ("received_at", "id")
    ) partition by range ("received_at")`);
    this.addSql(`alter sequence "tracking"."event_id_seq" owned by "tracking"."event"."id"`);
    // The roll-up reads one site's events of one hour or day.
    this.addSql(`create index "event_site_received_idx" on "tracking"."event" ("site_id", "received_at")`);
    // Hours with new events, marked by the batch that inserted them, taken by the roll-up job.
    this.addSql(`create table "tracking"."rollup_pending" (
      "site_id" text not null,
      "hour" timestamptz not null,
      "marked_at" timestamptz not null default now(),
      primary key ("site_id", "hour")
    )`);
    this.addSql(`create table "tracking"."daily_salt" ("day" date primary key, "salt" text not null)`);
    this.addSql(`create table "tracking"."rollup" (
      "site_id" text not null,
      "granularity" text not null check ("granularity" in ('hour', 'day')),
      "bucket_start" timestamptz not null,
      "metric" text not null,
      "dimension" text not null default '',
      "key" text not null default '',
      "value" bigint not null,
      primary key ("site_id", "granularity", "metric", "dimension", "key", "bucket_start")
    )`);
    this.addSql(`create index "rollup_read_idx" on "tracking"."rollup" ("site_id", "granularity", "dimension", "bucket_start")`);
    this.addSql(`create table "tracking"."client_error_group" (
      "site_id" text not null,
      "fingerprint" text not null,
      "app" text not null,
      "message" text not null,
      "file" text not null default '',
      "line" integer not null default 0,
      "col" integer not null default 0,
      "count" bigint not null default 0,
      "first_seen" timestamptz not null,
      "last_seen" timestamptz not null,
      "example" jsonb not null,
      primary key ("site_id", "fingerprint")
    )`);
    this.addSql(`create index "client_error_group_recent_idx" on "tracking"."client_error_group" ("site_id", "last_seen" desc, "fingerprint")`);
    this.addSql(`create table "tracking"."site_setting" (
      "site_id" text primary key,
      "tracking_enabled" boolean not null default true,
      "cookie_banner" boolean not null default false,
      "retention_days" integer check ("retention_days" between 1 and 3650),
      "updated_at" timestamptz not null default now()
    )`);
    this.addSql(`create table "tracking"."rate_limit" ("key" varchar(255) primary key, "points" integer not null default 0, "expire" bigint)`);
  }
}
