import { Migration } from '@mikro-orm/migrations';

export class Migration20261121000200_accounts_initial extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "accounts"."owner" (
      "id" text primary key,
      "email" text not null unique check ("email" = lower("email")),
      "name" text not null,
      "password_hash" text not null,
      "website_ids" jsonb not null default '[]',
      "created_at" timestamptz not null default now()
    )`);
    this.addSql(`create table "accounts"."session" (
      "token_hash" text primary key,
      "owner_id" text not null references "accounts"."owner" ("id") on delete cascade deferrable initially deferred,
      "created_at" timestamptz not null default now(),
      "expires_at" timestamptz not null
    )`);
    this.addSql(`create index "session_owner_idx" on "accounts"."session" ("owner_id")`);
  }
}
