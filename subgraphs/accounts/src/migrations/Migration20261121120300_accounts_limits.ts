import { Migration } from '@mikro-orm/migrations';

/** Sign-in limits live in the database, so that they hold across every process of the product. */
export class Migration20261121120300_accounts_limits extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "accounts"."rate_limit" ("key" varchar(255) primary key, "points" integer not null default 0, "expire" bigint)`);
    this.addSql(`create index "session_expires_idx" on "accounts"."session" ("expires_at")`);
  }
}
