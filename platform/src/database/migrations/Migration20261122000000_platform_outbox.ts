import { Migration } from '@mikro-orm/migrations';

/** Every message the product sends, kept for the owner to read in /admin (and, without SMTP, the only copy). */
export class Migration20261122000000_platform_outbox extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "platform"."outbox_message" (
      "id" text primary key,
      "site_id" text not null,
      "kind" text not null,
      "to_address" text not null,
      "subject" text not null,
      "text_body" text not null,
      "html_body" text,
      "transport" text not null check ("transport" in ('outbox', 'smtp')),
      "status" text not null check ("status" in ('kept', 'sent', 'failed')),
      "error" text,
      "created_at" timestamptz not null default now()
    )`);
    this.addSql(`create index "outbox_message_site_idx" on "platform"."outbox_message" ("site_id", "created_at" desc)`);
  }
}
