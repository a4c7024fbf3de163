import { Migration } from '@mikro-orm/migrations';

/** Merchandising settings: the store's (sold-out text, restock notices) and each product's scarcity notice. */
export class Migration20261121150000_catalog_merchandising extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "catalog"."website" add column "merchandising" jsonb not null default '{}' check (jsonb_typeof("merchandising") = 'object')`);
    this.addSql(`alter table "catalog"."product" add column "merchandising" jsonb not null default '{}' check (jsonb_typeof("merchandising") = 'object')`);
  }
}
