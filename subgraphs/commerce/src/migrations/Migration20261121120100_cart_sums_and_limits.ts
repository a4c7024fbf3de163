import { Migration } from '@mikro-orm/migrations';

/**
 * Sums of money outgrow 32 bits (9999 × a $2,200 item already does): they become bigint. Entry
 * prices stay integer, bounded by the catalog's largest price. Limits get the table that
 * rate-limiter-flexible reads and writes.
 */
export class Migration20261121120100_cart_sums_and_limits extends Migration {
  override async up(): Promise<void> {
    for (const column of ['subtotal_cents', 'tax_cents', 'shipping_cost_cents', 'discount_cents', 'grand_total_cents']) {
      this.addSql(`alter table "cart"."shopping_cart" alter column "${column}" type bigint`);
    }
    this.addSql(`create index "shopping_cart_updated_idx" on "cart"."shopping_cart" ("is_purchased", "is_express", "updated_at")`);
    this.addSql(`create table "cart"."rate_limit" ("key" varchar(255) primary key, "points" integer not null default 0, "expire" bigint)`);
  }
}
