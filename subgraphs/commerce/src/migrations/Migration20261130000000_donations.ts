import { Migration } from '@mikro-orm/migrations';

/** Donations, read by the owner newest first per site. */
export class Migration20261130000000_donations extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "cart"."donation" (
      "id" text primary key,
      "website_id" text not null,
      "email" text not null,
      "amount_cents" bigint not null check ("amount_cents" > 0),
      "currency" text not null,
      "status" text not null check ("status" in ('PENDING', 'PAID', 'DECLINED', 'FAILED')),
      "provider" text not null,
      "card_last4" text null,
      "provider_reference" text null,
      "failure_message" text null,
      "access_token_hash" text not null,
      "site_origin" text null,
      "created_at" timestamptz not null,
      "paid_at" timestamptz null,
      "settled_at" timestamptz null
    )`);
    this.addSql(`create index "donation_site_created_idx" on "cart"."donation" ("website_id", "created_at" desc)`);
  }
}
