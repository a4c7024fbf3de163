import { Migration } from '@mikro-orm/migrations';

/**
 * The webhook outbox: each change a site's webhooks tell of, written in the change's own
 * transaction by the subgraph that made it, until the webhooks subgraph fans it out (`taken_at`).
 */
export class Migration20261126150000_platform_webhook_event extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "platform"."webhook_event" (
      "id" text primary key,
      "site_id" text not null,
      "type" text not null,
      "data" jsonb not null,
      "created_at" timestamptz not null default clock_timestamp(),
      "taken_at" timestamptz
    )`);
    this.addSql(
      `create index "webhook_event_waiting_idx" on "platform"."webhook_event" ("created_at", "id") where "taken_at" is null`,
    );
  }
}
