import { Migration } from '@mikro-orm/migrations';

export class Migration20261126150000_partners_initial extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "partners"."api_key" (
      "id" text primary key,
      "website_id" text not null,
      "name" text not null,
      "scopes" text[] not null,
      "secret_hash" text not null,
      "secret_start" text not null,
      "created_at" timestamptz not null default now(),
      "last_used_at" timestamptz,
      "revoked_at" timestamptz
    )`);
    // A request's key is found by its secret's hash.
    this.addSql(`create unique index "api_key_secret_hash_uq" on "partners"."api_key" ("secret_hash")`);
    this.addSql(`create index "api_key_website_idx" on "partners"."api_key" ("website_id", "created_at")`);
    // Each key's cost bucket (platform cost-buckets.ts), by the key's hashed id, when not in Redis.
    this.addSql(`create table "partners"."cost_bucket" (
      "key" text primary key,
      "available" double precision not null,
      "allowed" boolean not null,
      "updated_at" timestamptz not null
    )`);
  }
}
