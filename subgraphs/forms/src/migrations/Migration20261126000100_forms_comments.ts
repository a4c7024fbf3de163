import { Migration } from '@mikro-orm/migrations';

export class Migration20261126000100_forms_comments extends Migration {
  override async up(): Promise<void> {
    // The site's switches for comments and likes (websiteSettings.commentsEnabled, simpleLikingEnabled);
    // a site without a row has both off, as a new Squarespace site does.
    this.addSql(`create table "forms"."comment_setting" (
      "website_id" text primary key,
      "comments_enabled" boolean not null default false,
      "liking_enabled" boolean not null default false,
      "updated_at" timestamptz not null default now()
    )`);
    // A post's commentState when its owner changed it; a post without a row is open (1).
    this.addSql(`create table "forms"."item_comment_state" (
      "website_id" text not null,
      "item_id" text not null,
      "state" smallint not null check ("state" in (0, 1, 2)),
      primary key ("website_id", "item_id")
    )`);
    // Visitors' comments on a site's posts (catalog ids, no foreign key across schemas).
    this.addSql(`create table "forms"."comment" (
      "id" text primary key,
      "website_id" text not null,
      "item_id" text not null,
      "author_name" text not null,
      "body" text not null,
      "status" text not null check ("status" in ('PENDING', 'APPROVED', 'SPAM')),
      "created_at" timestamptz not null default now(),
      "moderated_at" timestamptz
    )`);
    this.addSql(
      `create index "comment_item_idx" on "forms"."comment" ("website_id", "item_id", "status", "created_at", "id")`,
    );
    this.addSql(`create index "comment_site_idx" on "forms"."comment" ("website_id", "status", "created_at" desc)`);
    // One like per visitor and item: the visitor is a keyed hash of the site and client address.
    this.addSql(`create table "forms"."item_like" (
      "website_id" text not null,
      "item_id" text not null,
      "liker_hash" text not null,
      "created_at" timestamptz not null default now(),
      primary key ("website_id", "item_id", "liker_hash")
    )`);
  }
}
