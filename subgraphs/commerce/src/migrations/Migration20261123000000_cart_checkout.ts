import { Migration } from '@mikro-orm/migrations';

/**
 * Checkout and orders live beside the carts and the stock, so that placing an order, taking its
 * stock and using its coupons commit in one transaction. The owner's pricing rules (coupons,
 * shipping rates, tax rules) are per site; an order copies what it was priced with, so later edits
 * of the rules never change an order. The test payment provider keeps its own ledger here, as a
 * real provider keeps its own records: a charge asked twice with one key is made once.
 */
export class Migration20261123000000_cart_checkout extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "cart"."checkout_settings" (
      "website_id" text primary key,
      "prices_include_tax" boolean not null default false,
      "updated_at" timestamptz not null default now())`);
    this.addSql(`create table "cart"."coupon" (
      "id" text primary key,
      "website_id" text not null,
      "code" text not null,
      "kind" text not null check ("kind" in ('PERCENT', 'FIXED')),
      "amount" integer not null check ("amount" > 0),
      "min_subtotal_cents" bigint not null default 0 check ("min_subtotal_cents" >= 0),
      "expires_at" timestamptz null,
      "usage_limit" integer null check ("usage_limit" > 0),
      "times_used" integer not null default 0 check ("times_used" >= 0 and ("usage_limit" is null or "times_used" <= "usage_limit")),
      "archived_at" timestamptz null,
      "created_at" timestamptz not null default now(),
      constraint "coupon_percent_bound" check ("kind" <> 'PERCENT' or "amount" <= 10000),
      constraint "coupon_site_code_key" unique ("website_id", "code"))`);
    this.addSql(`create table "cart"."shipping_rate" (
      "id" text primary key,
      "website_id" text not null,
      "name" text not null,
      "countries" jsonb not null default '[]',
      "basis" text not null check ("basis" in ('FLAT', 'PRICE', 'WEIGHT')),
      "min_value" bigint not null default 0 check ("min_value" >= 0),
      "max_value" bigint null check ("max_value" is null or "max_value" > "min_value"),
      "price_cents" bigint not null check ("price_cents" >= 0),
      "created_at" timestamptz not null default now())`);
    this.addSql(`create index "shipping_rate_site_idx" on "cart"."shipping_rate" ("website_id")`);
    this.addSql(`create table "cart"."tax_rule" (
      "id" text primary key,
      "website_id" text not null,
      "name" text not null,
      "country" text not null,
      "region" text null,
      "rate_basis_points" integer not null check ("rate_basis_points" > 0 and "rate_basis_points" <= 10000),
      "applies_to_shipping" boolean not null default false,
      "created_at" timestamptz not null default now())`);
    this.addSql(`create index "tax_rule_site_idx" on "cart"."tax_rule" ("website_id")`);

    this.addSql(`alter table "cart"."shopping_cart"
      add column "shipping_location" jsonb null,
      add column "selected_shipping_id" text null,
      add column "coupon_codes" jsonb not null default '[]'`);

    this.addSql(`create table "cart"."order_number" ("website_id" text primary key, "last_number" integer not null)`);
    this.addSql(`create table "cart"."shop_order" (
      "id" text primary key,
      "website_id" text not null,
      "number" integer not null,
      "cart_id" text not null,
      "email" text not null,
      "status" text not null check ("status" in ('PENDING_PAYMENT', 'PAID', 'CANCELLED')),
      "fulfillment_status" text not null default 'UNFULFILLED' check ("fulfillment_status" in ('UNFULFILLED', 'FULFILLED')),
      "currency" text not null,
      "subtotal_cents" bigint not null,
      "discount_cents" bigint not null,
      "shipping_cost_cents" bigint not null,
      "tax_cents" bigint not null,
      "grand_total_cents" bigint not null,
      "refunded_cents" bigint not null default 0 check ("refunded_cents" >= 0 and "refunded_cents" <= "grand_total_cents"),
      "prices_include_tax" boolean not null,
      "shipping_address" jsonb null,
      "shipping_option" jsonb null,
      "coupons" jsonb not null default '[]',
      "taxes" jsonb not null default '[]',
      "access_token_hash" text not null,
      "site_origin" text null,
      "failure_message" text null,
      "confirmation_mailed_at" timestamptz null,
      "created_at" timestamptz not null default now(),
      "paid_at" timestamptz null,
      "fulfilled_at" timestamptz null,
      "cancelled_at" timestamptz null,
      constraint "shop_order_site_number_key" unique ("website_id", "number"))`);
    this.addSql(`create index "shop_order_site_created_idx" on "cart"."shop_order" ("website_id", "created_at" desc, "id" desc)`);
    this.addSql(`create index "shop_order_pending_idx" on "cart"."shop_order" ("created_at") where "status" = 'PENDING_PAYMENT'`);
    this.addSql(`create index "shop_order_unmailed_idx" on "cart"."shop_order" ("paid_at") where "status" = 'PAID' and "confirmation_mailed_at" is null`);
    this.addSql(`create table "cart"."order_line" (
      "id" text primary key,
      "order_id" text not null references "cart"."shop_order" ("id") on delete cascade,
      "position" integer not null,
      "item_id" text not null,
      "variant_id" text not null,
      "sku" text not null,
      "title" text not null,
      "attributes" jsonb not null default '[]',
      "product_type" text not null,
      "quantity" integer not null check ("quantity" between 1 and 9999),
      "unit_price_cents" integer not null check ("unit_price_cents" >= 0),
      "additional_fields" text null)`);
    this.addSql(`create index "order_line_order_idx" on "cart"."order_line" ("order_id", "position")`);
    this.addSql(`create table "cart"."payment" (
      "id" text primary key,
      "order_id" text not null references "cart"."shop_order" ("id") on delete cascade,
      "provider" text not null,
      "kind" text not null check ("kind" in ('CHARGE', 'REFUND')),
      "amount_cents" bigint not null check ("amount_cents" >= 0),
      "currency" text not null,
      "status" text not null check ("status" in ('PENDING', 'SUCCEEDED', 'DECLINED', 'FAILED')),
      "card_last4" text null,
      "provider_reference" text null,
      "message" text null,
      "charge_started_at" timestamptz null,
      "created_at" timestamptz not null default now(),
      "settled_at" timestamptz null)`);
    this.addSql(`create index "payment_order_idx" on "cart"."payment" ("order_id", "created_at")`);
    this.addSql(`create table "cart"."checkout_attempt" (
      "website_id" text not null,
      "idempotency_key" text not null,
      "order_id" text not null references "cart"."shop_order" ("id") on delete cascade,
      "created_at" timestamptz not null default now(),
      primary key ("website_id", "idempotency_key"))`);
    this.addSql(`create table "cart"."test_payment_ledger" (
      "idempotency_key" text primary key,
      "kind" text not null,
      "amount_cents" bigint not null,
      "currency" text not null,
      "outcome" text not null,
      "reference" text null,
      "message" text null,
      "created_at" timestamptz not null default now())`);
  }
}
