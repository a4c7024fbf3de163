import { EntitySchema, OptionalProps } from '@mikro-orm/core';

/** An event: an item of an events collection, with its dates and where it is. */
export class Event {
  [OptionalProps]?:
    | 'body'
    | 'addressLine1'
    | 'addressLine2'
    | 'addressCountry'
    | 'mapLat'
    | 'mapLng'
    | 'createdAt'
    | 'updatedAt'
    | 'featured';
  id!: string;
  websiteId!: string;
  collectionId!: string;
  urlId!: string;
  title!: string;
  /** Sanitised HTML. */
  body = '';
  startAt!: Date;
  endAt!: Date;
  addressLine1 = '';
  addressLine2 = '';
  addressCountry = '';
  /** Where it is on a map; null when the owner gave no position. */
  mapLat: number | null = null;
  mapLng: number | null = null;
  /** Marked by its owner: themes list featured events (<squarespace:query featured="true">). */
  featured = false;
  createdAt = new Date();
  updatedAt = new Date();
}

export const EventSchema = new EntitySchema<Event>({
  class: Event,
  tableName: 'event',
  properties: {
    id: { type: 'text', primary: true },
    websiteId: { type: 'text' },
    collectionId: { type: 'text' },
    urlId: { type: 'text' },
    title: { type: 'text' },
    body: { type: 'text' },
    startAt: { type: 'datetime' },
    endAt: { type: 'datetime' },
    addressLine1: { type: 'text', fieldName: 'address_line1' },
    addressLine2: { type: 'text', fieldName: 'address_line2' },
    addressCountry: { type: 'text' },
    mapLat: { type: 'double', nullable: true },
    mapLng: { type: 'double', nullable: true },
    featured: { type: 'boolean' },
    createdAt: { type: 'datetime' },
    updatedAt: { type: 'datetime', onUpdate: () => new Date() },
  },
});
