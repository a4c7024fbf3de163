import { Migration } from '@mikro-orm/migrations';

/** The owner's sales summary reads a site's paid orders by the time they were paid: this index alone answers it. */
export class Migration20261129000000_shop_order_paid_idx extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create index "shop_order_site_paid_idx" on "cart"."shop_order" ("website_id", "paid_at") include ("currency", "grand_total_cents", "refunded_cents") where "status" = 'PAID'`,
    );
  }
}
