import { Migration } from '@mikro-orm/migrations';

/** Prices have an upper bound (MAX_PRICE_MINOR in packages/commerce), so that cart sums stay exact. */
export class Migration20261121120200_catalog_price_bound extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "catalog"."variant" add constraint "variant_price_bound" check ("price_cents" <= 99999999 and "sale_price_cents" <= 99999999)`);
  }
}
