import { Migration } from '@mikro-orm/migrations';

export class Migration20261121000100_cart_initial extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "cart"."shopping_cart" (
      "id" text primary key,
      "token_hash" text not null unique,
      "website_id" text not null,
      "currency" text not null,
      "order_id" text null,
      "is_express" boolean not null default false,
      "is_purchased" boolean not null default false,
      "total_quantity" integer not null default 0,
      "subtotal_cents" integer not null default 0,
      "tax_cents" integer not null default 0,
      "shipping_cost_cents" integer not null default 0,
      "discount_cents" integer not null default 0,
      "grand_total_cents" integer not null default 0,
      "has_digital" boolean not null default false,
      "purely_digital" boolean not null default false,
      "requires_shipping" boolean not null default false,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now()
    )`);
    this.addSql(`create table "cart"."cart_entry" (
      "id" text primary key,
      "cart_id" text not null references "cart"."shopping_cart" ("id") on delete cascade deferrable initially deferred,
      "item_id" text not null,
      "variant_id" text not null,
      "sku" text not null,
      "attributes" jsonb not null default '[]',
      "product_type" text not null,
      "quantity" integer not null check ("quantity" between 1 and 9999),
      "unit_price_cents" integer not null check ("unit_price_cents" >= 0),
      "additional_fields" text null,
      "created_at" timestamptz not null default now(),
      unique ("cart_id", "item_id", "sku")
    )`);
    this.addSql(`create table "cart"."stock_level" (
      "variant_id" text primary key,
      "item_id" text not null,
      "sku" text not null,
      "qty_in_stock" integer not null default 0 check ("qty_in_stock" >= 0),
      "unlimited" boolean not null default false
    )`);
    this.addSql(`create index "stock_level_item_idx" on "cart"."stock_level" ("item_id")`);
  }
}
