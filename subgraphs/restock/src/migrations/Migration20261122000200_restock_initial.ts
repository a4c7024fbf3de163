import { Migration } from '@mikro-orm/migrations';

export class Migration20261122000200_restock_initial extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "restock"."sign_up" (
      "id" text primary key,
      "website_id" text not null,
      "product_id" text not null,
      "variant_id" text not null,
      "email" text not null,
      "email_key" text not null,
      "join_mailing_list" boolean not null default false,
      "site_origin" text not null,
      "status" text not null default 'waiting' check ("status" in ('waiting', 'queued', 'notified', 'failed', 'unsubscribed')),
      "attempts" integer not null default 0,
      "last_error" text,
      "created_at" timestamptz not null default now(),
      "queued_at" timestamptz,
      "notified_at" timestamptz
    )`);
    // One open sign-up per address and variant: a second sign-up is the same one.
    this.addSql(`create unique index "sign_up_open_uq" on "restock"."sign_up" ("website_id", "variant_id", "email_key") where "status" in ('waiting', 'queued')`);
    this.addSql(`create index "sign_up_waiting_idx" on "restock"."sign_up" ("website_id", "variant_id", "created_at", "id") where "status" = 'waiting'`);
    this.addSql(`create index "sign_up_queued_idx" on "restock"."sign_up" ("queued_at", "created_at") where "status" = 'queued'`);
    this.addSql(`create index "sign_up_variant_idx" on "restock"."sign_up" ("website_id", "variant_id", "created_at", "id")`);
    this.addSql(`create index "sign_up_email_idx" on "restock"."sign_up" ("website_id", "email_key")`);
    this.addSql(`create table "restock"."site_setting" (
      "website_id" text primary key,
      "auto_send" boolean not null default true,
      "captcha_required" boolean not null default false,
      "updated_at" timestamptz not null default now()
    )`);
    // Units already covered by notices since the variant was last seen sold out (auto-send-plan.ts).
    this.addSql(`create table "restock"."variant_watch" (
      "website_id" text not null,
      "variant_id" text not null,
      "covered_units" integer not null default 0,
      "updated_at" timestamptz not null default now(),
      primary key ("website_id", "variant_id")
    )`);
    this.addSql(`create table "restock"."mailing_list_member" (
      "website_id" text not null,
      "email_key" text not null,
      "email" text not null,
      "source" text not null,
      "created_at" timestamptz not null default now(),
      primary key ("website_id", "email_key")
    )`);
    this.addSql(`create table "restock"."unsubscribed_address" (
      "website_id" text not null,
      "email_key" text not null,
      "created_at" timestamptz not null default now(),
      primary key ("website_id", "email_key")
    )`);
    this.addSql(`create table "restock"."spent_captcha" ("challenge" text primary key, "expires_at" timestamptz not null)`);
    this.addSql(`create index "spent_captcha_expires_idx" on "restock"."spent_captcha" ("expires_at")`);
    this.addSql(`create table "restock"."rate_limit" ("key" varchar(255) primary key, "points" integer not null default 0, "expire" bigint)`);
  }
}
