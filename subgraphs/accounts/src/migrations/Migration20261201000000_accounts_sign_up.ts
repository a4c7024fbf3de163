import { Migration } from '@mikro-orm/migrations';

/**
 * Owners sign up: an email is verified by a mailed link, a new one waits pending until its link is
 * followed, and single-use links (verification, reset, session hand-off) are kept hashed. Owners
 * made before sign-up existed were made by the product itself (the demo), so they count as verified.
 */
export class Migration20261201000000_accounts_sign_up extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "accounts"."owner"
      add column "email_verified_at" timestamptz,
      add column "pending_email" text check ("pending_email" = lower("pending_email"))`);
    this.addSql(`update "accounts"."owner" set "email_verified_at" = "created_at"`);
    this.addSql(`create table "accounts"."account_link" (
      "token_hash" text primary key,
      "owner_id" text not null references "accounts"."owner" ("id") on delete cascade,
      "purpose" text not null check ("purpose" in ('verify-email', 'reset-password', 'session-handoff')),
      "email" text,
      "created_at" timestamptz not null default now(),
      "expires_at" timestamptz not null,
      "used_at" timestamptz
    )`);
    this.addSql(`create index "account_link_owner_idx" on "accounts"."account_link" ("owner_id", "purpose")`);
    this.addSql(`create index "account_link_expires_idx" on "accounts"."account_link" ("expires_at")`);
    this.addSql(
      `create table "accounts"."spent_captcha" ("challenge" text primary key, "expires_at" timestamptz not null)`,
    );
    this.addSql(`create index "spent_captcha_expires_idx" on "accounts"."spent_captcha" ("expires_at")`);
  }
}
