import { Migration } from '@mikro-orm/migrations';

/**
 * Gift cards live beside orders: a card is issued in the transaction that marks its order paid, and
 * spent in the transaction that places the order it pays for, so a balance is never spent twice.
 * Only a hash of a card's code is kept (the code itself is mailed once, and derived again from the
 * server secret for a retried mail). Every spend and every return is a row of gift_card_use, so an
 * order's refund knows what to give back to which card.
 */
export class Migration20261124000000_gift_cards extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "cart"."gift_card" (
      "id" text primary key,
      "website_id" text not null,
      "code_hash" text not null unique,
      "last_four" text not null,
      "currency" text not null,
      "initial_cents" bigint not null check ("initial_cents" > 0),
      "balance_cents" bigint not null check ("balance_cents" >= 0 and "balance_cents" <= "initial_cents"),
      "order_id" text not null references "cart"."shop_order" ("id"),
      "order_line_id" text not null,
      "recipient_email" text not null,
      "message" text null,
      "mailed_at" timestamptz null,
      "created_at" timestamptz not null default now())`);
    this.addSql(`create index "gift_card_site_created_idx" on "cart"."gift_card" ("website_id", "created_at" desc)`);
    this.addSql(`create index "gift_card_order_idx" on "cart"."gift_card" ("order_id")`);
    this.addSql(`create index "gift_card_unmailed_idx" on "cart"."gift_card" ("created_at") where "mailed_at" is null`);
    this.addSql(`create table "cart"."gift_card_use" (
      "id" text primary key,
      "gift_card_id" text not null references "cart"."gift_card" ("id"),
      "order_id" text not null references "cart"."shop_order" ("id") on delete cascade,
      "kind" text not null check ("kind" in ('SPEND', 'RETURN')),
      "amount_cents" bigint not null check ("amount_cents" > 0),
      "created_at" timestamptz not null default now())`);
    this.addSql(`create index "gift_card_use_order_idx" on "cart"."gift_card_use" ("order_id", "created_at")`);
    this.addSql(`create index "gift_card_use_card_idx" on "cart"."gift_card_use" ("gift_card_id", "created_at")`);
    this.addSql(`alter table "cart"."shopping_cart" add column "gift_card_ids" jsonb not null default '[]'`);
    this.addSql(`alter table "cart"."shop_order" add column "gift_card_cents" bigint not null default 0 check ("gift_card_cents" >= 0 and "gift_card_cents" <= "grand_total_cents")`);
  }
}
