import { Migration } from '@mikro-orm/migrations';

/**
 * Navigation folders (Squarespace's Collection.folder and folderBehavior): a FOLDER collection groups
 * pages and collections one level deep (parent_id, a folder's own is null), and says what its own
 * address shows (folder_behavior: index, redirect or none), which only a folder has. Its children keep
 * the site's one order (position).
 */
export class Migration20261213100000_catalog_folders extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "catalog"."collection" drop constraint "collection_type_check"`);
    this.addSql(`alter table "catalog"."collection"
      add constraint "collection_type_check" check ("type" in ('products', 'blog', 'page', 'events', 'gallery', 'folder')),
      add column "folder_behavior" text check ("folder_behavior" in ('index', 'redirect', 'none')),
      add column "parent_id" text references "catalog"."collection" ("id") on delete set null deferrable initially deferred,
      add constraint "collection_folder_has_behavior" check (("type" = 'folder') = ("folder_behavior" is not null)),
      add constraint "collection_folder_at_top" check ("type" <> 'folder' or "parent_id" is null)`);
    this.addSql(`create index "collection_parent_idx" on "catalog"."collection" ("parent_id") where "parent_id" is not null`);
  }
}
