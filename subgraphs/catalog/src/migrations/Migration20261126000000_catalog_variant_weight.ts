import { Migration } from '@mikro-orm/migrations';

/** What a variant weighs, in grams, so that shipping rates by weight can price a cart; 0 until the owner says. */
export class Migration20261126000000_catalog_variant_weight extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "catalog"."variant" add column "weight_grams" integer not null default 0 check ("weight_grams" between 0 and 1000000)`);
  }
}
