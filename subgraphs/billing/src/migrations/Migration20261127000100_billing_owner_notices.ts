import { Migration } from '@mikro-orm/migrations';

/** The mails billing owes site owners (failed charges, expiry): written with the change, sent by the billing clock. */
export class Migration20261127000100_billing_owner_notices extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "billing"."owner_notice" (
      "id" text primary key,
      "website_id" text not null,
      "subscription_id" text not null,
      "kind" text not null check ("kind" in ('PAYMENT_FAILED', 'SITE_EXPIRED')),
      "facts" jsonb not null,
      "idempotency_key" text not null unique,
      "attempts" integer not null default 0,
      "next_attempt_at" timestamptz not null default now(),
      "last_error" text,
      -- Mailed (last_error null) or given up (last_error says why): off the due list either way.
      "settled_at" timestamptz,
      "created_at" timestamptz not null default now()
    )`);
    this.addSql(
      `create index "owner_notice_due_idx" on "billing"."owner_notice" ("next_attempt_at") where "settled_at" is null`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "billing"."owner_notice"`);
  }
}
