import { Migration } from '@mikro-orm/migrations';

/** Sites' webhook subscriptions and the deliveries made for them. */
export class Migration20261126150100_webhooks_initial extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "webhooks"."subscription" (
      "id" text primary key,
      "site_id" text not null,
      "url" text not null,
      "events" text[] not null,
      "secret" text not null,
      "created_at" timestamptz not null default now()
    )`);
    this.addSql(`create index "subscription_site_idx" on "webhooks"."subscription" ("site_id", "created_at")`);
    this.addSql(`create table "webhooks"."delivery" (
      "id" text primary key,
      "site_id" text not null,
      "subscription_id" text not null references "webhooks"."subscription" ("id") on delete cascade,
      "event_id" text not null,
      "event_type" text not null,
      "url" text not null,
      "body" text not null,
      "status" text not null check ("status" in ('pending', 'delivered', 'failed')),
      "attempts" integer not null default 0,
      "last_status" integer,
      "last_answer" text,
      "last_attempt_at" timestamptz,
      "next_attempt_at" timestamptz,
      "event_at" timestamptz not null,
      "retry_from" timestamptz not null,
      "created_at" timestamptz not null default now(),
      unique ("subscription_id", "event_id")
    )`);
    this.addSql(`create index "delivery_site_idx" on "webhooks"."delivery" ("site_id", "created_at" desc, "id" desc)`);
    this.addSql(
      `create index "delivery_due_idx" on "webhooks"."delivery" ("next_attempt_at") where "status" = 'pending'`,
    );
  }
}
