import { Migration } from '@mikro-orm/migrations';

/**
 * Product subscriptions. A subscription cart is a cart of its own holding the one item subscribed
 * to, with the product's plan copied when it was made (so a later change of the plan never changes
 * what the shopper saw). Placing its order makes the subscription in the same transaction; each
 * renewal is an order of its own that points back at it. The card is kept at the provider: only
 * the provider's reference to it is stored.
 */
export class Migration20261125000000_subscriptions extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "cart"."shopping_cart" add column "subscription_plan" jsonb null`);
    this.addSql(`create table "cart"."subscription" (
      "id" text primary key,
      "website_id" text not null,
      "status" text not null check ("status" in ('PENDING', 'ACTIVE', 'PAST_DUE', 'CANCELLED', 'COMPLETED')),
      "first_order_id" text not null references "cart"."shop_order" ("id"),
      "email" text not null,
      "item_id" text not null,
      "variant_id" text not null,
      "sku" text not null,
      "title" text not null,
      "attributes" jsonb not null default '[]',
      "product_type" text not null check ("product_type" in ('PHYSICAL', 'SERVICE')),
      "quantity" integer not null check ("quantity" between 1 and 9999),
      "unit_price_cents" integer not null check ("unit_price_cents" >= 0),
      "additional_fields" text null,
      "currency" text not null,
      "period_unit" text not null check ("period_unit" in ('WEEK', 'MONTH', 'YEAR')),
      "period_value" integer not null check ("period_value" between 1 and 52),
      "num_billing_cycles" integer not null check ("num_billing_cycles" >= 0),
      "cycles_billed" integer not null default 1 check ("cycles_billed" >= 1),
      "shipping_address" jsonb null,
      "shipping_rate_id" text null,
      "payment_method" text null,
      "access_token_hash" text not null,
      "last_failure" text null,
      "started_at" timestamptz not null default now(),
      "next_billing_at" timestamptz null,
      "cancelled_at" timestamptz null)`);
    this.addSql(`create index "subscription_due_idx" on "cart"."subscription" ("next_billing_at") where "status" = 'ACTIVE'`);
    this.addSql(`create index "subscription_site_idx" on "cart"."subscription" ("website_id", "started_at" desc)`);
    this.addSql(`alter table "cart"."shop_order" add column "subscription_id" text null references "cart"."subscription" ("id")`);
    this.addSql(`create index "shop_order_subscription_idx" on "cart"."shop_order" ("subscription_id", "created_at") where "subscription_id" is not null`);
  }
}
