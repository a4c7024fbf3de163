import { Migration } from '@mikro-orm/migrations';

/** Audio files owners upload for the audio player block, read by id within their site. */
export class Migration20261207000000_catalog_audio_file extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "catalog"."audio_file" (
      "id" text primary key,
      "website_id" text not null,
      "content_type" text not null,
      "size_bytes" integer not null,
      "bytes" bytea not null,
      "created_at" timestamptz not null
    )`);
    this.addSql(`create index "audio_file_website_idx" on "catalog"."audio_file" ("website_id")`);
  }
}
