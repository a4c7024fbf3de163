import { EntitySchema, OptionalProps } from '@mikro-orm/core';

export type CollectionType = 'products' | 'blog' | 'page' | 'events' | 'gallery' | 'folder';

/** What a folder's own address shows (Squarespace's folderBehavior): a list of its pages, its first page, nothing. */
export type FolderBehaviorName = 'index' | 'redirect' | 'none';

export class Collection {
  [OptionalProps]?:
    | 'type'
    | 'description'
    | 'body'
    | 'navigation'
    | 'position'
    | 'passwordHash'
    | 'createdAt'
    | 'categories'
    | 'productCount'
    | 'seoTitle'
    | 'seoDescription'
    | 'eventsView'
    | 'galleryOptions'
    | 'folderBehavior'
    | 'parentId';
  id!: string;
  websiteId!: string;
  title!: string;
  urlId!: string;
  type: CollectionType = 'products';
  description = '';
  /** A page's content (sanitised HTML). */
  body = '';
  /** The theme navigation it is listed in (mainNav, footerNav), or none. */
  navigation: string | null = null;
  position = 0;
  /** The categories of its products (not archived), kept by refreshShopCategories. */
  categories: string[] = [];
  /** How many products it lists (not archived), kept by the database's triggers; never written here. */
  productCount = 0;
  /** scrypt hash of the password that unlocks it; null when it is public. */
  passwordHash: string | null = null;
  createdAt = new Date();
  /** What search engines are told; empty: made from its content (packages/site seoTextOf). */
  seoTitle = '';
  seoDescription = '';
  /** An events page's list (showPastOrUpcomingEvents): the upcoming events, or the past ones. */
  eventsView: 'upcoming' | 'past' = 'upcoming';
  /** A gallery's options as stored; read through packages/site galleryOptionsOf, which clamps each. */
  galleryOptions: Record<string, unknown> = {};
  /** A folder's: what its own address shows; null for every other collection. */
  folderBehavior: FolderBehaviorName | null = null;
  /** The folder it is in (one level deep), or null. */
  parentId: string | null = null;
}

export const CollectionSchema = new EntitySchema<Collection>({
  class: Collection,
  tableName: 'collection',
  properties: {
    id: { type: 'text', primary: true },
    websiteId: { type: 'text' },
    title: { type: 'text' },
    urlId: { type: 'text' },
    type: { type: 'text' },
    description: { type: 'text' },
    body: { type: 'text' },
    navigation: { type: 'text', nullable: true },
    position: { type: 'integer' },
    categories: { type: 'json' },
    productCount: { type: 'integer', fieldName: 'product_count' },
    passwordHash: { type: 'text', nullable: true, hidden: true },
    createdAt: { type: 'datetime' },
    seoTitle: { type: 'text' },
    seoDescription: { type: 'text' },
    eventsView: { type: 'text' },
    galleryOptions: { type: 'json' },
    folderBehavior: { type: 'text', nullable: true },
    parentId: { type: 'text', nullable: true },
  },
});
