import { EntitySchema, OptionalProps } from '@mikro-orm/core';

/** An image of a gallery collection, in the gallery's order, with its title and focal point. */
export class GalleryImage {
  [OptionalProps]?: 'title' | 'description' | 'focalX' | 'focalY';
  id!: string;
  websiteId!: string;
  collectionId!: string;
  /** One of the site's images (image table). */
  imageId!: string;
  title = '';
  /** Plain text as its owner wrote it; themes are given it as HTML (paragraphs). */
  description = '';
  focalX = 0.5;
  focalY = 0.5;
  position!: number;
}

export const GalleryImageSchema = new EntitySchema<GalleryImage>({
  class: GalleryImage,
  tableName: 'gallery_image',
  properties: {
    id: { type: 'text', primary: true },
    websiteId: { type: 'text' },
    collectionId: { type: 'text' },
    imageId: { type: 'text' },
    title: { type: 'text' },
    description: { type: 'text' },
    focalX: { type: 'double' },
    focalY: { type: 'double' },
    position: { type: 'integer' },
  },
});
