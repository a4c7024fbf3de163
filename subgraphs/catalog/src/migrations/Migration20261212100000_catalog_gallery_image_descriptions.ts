import { Migration } from '@mikro-orm/migrations';

/** A gallery image's description (plain text an owner writes), which themes show as its caption. */
export class Migration20261212100000_catalog_gallery_image_descriptions extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "catalog"."gallery_image" add column "description" text not null default ''`);
  }
}
