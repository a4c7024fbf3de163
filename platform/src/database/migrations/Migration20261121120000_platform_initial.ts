import { Migration } from '@mikro-orm/migrations';

export class Migration20261121120000_platform_initial extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "platform"."server_secret" (
      "name" text primary key,
      "secret" text not null check (length("secret") >= 32),
      "created_at" timestamptz not null default now()
    )`);
  }
}
