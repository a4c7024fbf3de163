import { EntitySchema, OptionalProps } from '@mikro-orm/core';

/** A blog post: an item of a blog collection. */
export class Post {
  [OptionalProps]?:
    | 'excerpt'
    | 'body'
    | 'categories'
    | 'tags'
    | 'focalX'
    | 'focalY'
    | 'imageAlt'
    | 'createdAt'
    | 'updatedAt'
    | 'seoTitle'
    | 'seoDescription'
    | 'featured';
  id!: string;
  websiteId!: string;
  collectionId!: string;
  urlId!: string;
  title!: string;
  excerpt = '';
  /** Sanitised HTML. */
  body = '';
  authorName!: string;
  authorUrlId!: string;
  categories: string[] = [];
  tags: string[] = [];
  addedOn!: Date;
  focalX = 0.5;
  focalY = 0.5;
  imageAlt = '';
  createdAt = new Date();
  updatedAt = new Date();
  /** What search engines are told; empty: made from its content (packages/site seoTextOf). */
  seoTitle = '';
  seoDescription = '';
  /** Marked by its owner: themes list featured posts (<squarespace:query featured="true">). */
  featured = false;
}

export const PostSchema = new EntitySchema<Post>({
  class: Post,
  tableName: 'post',
  properties: {
    id: { type: 'text', primary: true },
    websiteId: { type: 'text' },
    collectionId: { type: 'text' },
    urlId: { type: 'text' },
    title: { type: 'text' },
    excerpt: { type: 'text' },
    body: { type: 'text' },
    authorName: { type: 'text' },
    authorUrlId: { type: 'text' },
    categories: { type: 'text[]' },
    tags: { type: 'text[]' },
    addedOn: { type: 'datetime' },
    focalX: { type: 'double' },
    focalY: { type: 'double' },
    imageAlt: { type: 'text' },
    createdAt: { type: 'datetime' },
    updatedAt: { type: 'datetime', onUpdate: () => new Date() },
    seoTitle: { type: 'text' },
    seoDescription: { type: 'text' },
    featured: { type: 'boolean' },
  },
});
