import { Migration } from '@mikro-orm/migrations';

export class Migration20261122000100_forms_initial extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "forms"."form" (
      "id" text primary key,
      "website_id" text not null,
      "name" text not null,
      "definition" jsonb not null,
      "notify_email" text,
      "version" integer not null default 1,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now()
    )`);
    this.addSql(`create index "form_website_idx" on "forms"."form" ("website_id", "name")`);
    this.addSql(`create table "forms"."form_submission" (
      "id" text primary key,
      "form_id" text not null references "forms"."form" ("id") on delete cascade,
      "website_id" text not null,
      "answers" jsonb not null,
      "search_text" text not null,
      "page_url" text,
      "key_hash" text not null unique,
      "created_at" timestamptz not null default now()
    )`);
    this.addSql(`create index "form_submission_form_idx" on "forms"."form_submission" ("form_id", "created_at" desc, "id" desc)`);
    this.addSql(`create table "forms"."submission_key" (
      "key_hash" text primary key,
      "website_id" text not null,
      "expires_at" timestamptz not null,
      "used_at" timestamptz,
      "created_at" timestamptz not null default now()
    )`);
    this.addSql(`create index "submission_key_expires_idx" on "forms"."submission_key" ("expires_at")`);
    // A solved captcha is accepted once: its challenge is kept until it would have expired anyway.
    this.addSql(`create table "forms"."spent_captcha" ("challenge" text primary key, "expires_at" timestamptz not null)`);
    this.addSql(`create index "spent_captcha_expires_idx" on "forms"."spent_captcha" ("expires_at")`);
    this.addSql(`create table "forms"."rate_limit" ("key" varchar(255) primary key, "points" integer not null default 0, "expire" bigint)`);
  }
}
