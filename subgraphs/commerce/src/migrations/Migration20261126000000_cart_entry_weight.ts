import { Migration } from '@mikro-orm/migrations';

/**
 * A cart entry and a subscription keep their variant's weight (grams), as they keep its price, so
 * that shipping rates by weight price the cart and each renewal without asking the catalog again.
 */
export class Migration20261126000000_cart_entry_weight extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "cart"."cart_entry" add column "weight_grams" integer not null default 0 check ("weight_grams" >= 0)`);
    this.addSql(`alter table "cart"."subscription" add column "weight_grams" integer not null default 0 check ("weight_grams" >= 0)`);
  }
}
