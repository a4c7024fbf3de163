import { EntitySchema, OptionalProps } from '@mikro-orm/core';

export class Collection {
  [OptionalProps]?: 'createdAt';
  id!: string;
  websiteId!: string;
  title!: string;
  urlId!: string;
  createdAt = new Date();
}

export const CollectionSchema = new EntitySchema<Collection>({
  class: Collection,
  tableName: 'collection',
  properties: {
    id: { type: 'text', primary: true },
    websiteId: { type: 'text' },
    title: { type: 'text' },
    urlId: { type: 'text' },
    createdAt: { type: 'datetime' },
  },
});
