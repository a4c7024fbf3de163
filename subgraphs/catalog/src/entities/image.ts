import { EntitySchema, OptionalProps } from '@mikro-orm/core';

/** An image of a site's catalog: uploaded (its sizes are ImageFiles) or given by URL (sourceUrl). */
export class Image {
  [OptionalProps]?: 'sourceUrl' | 'createdAt' | 'width' | 'height';
  id!: string;
  websiteId!: string;
  /** Pixels of the largest stored size; null for an image given by URL, which is not read. */
  width: number | null = null;
  height: number | null = null;
  sourceUrl: string | null = null;
  createdAt = new Date();
}

/** One stored size of an uploaded image, made for the storefront's srcset. */
export class ImageFile {
  imageId!: string;
  width!: number;
  contentType!: string;
  bytes!: Buffer;
}

export const ImageSchema = new EntitySchema<Image>({
  class: Image,
  tableName: 'image',
  properties: {
    id: { type: 'text', primary: true },
    websiteId: { type: 'text' },
    width: { type: 'integer', nullable: true },
    height: { type: 'integer', nullable: true },
    sourceUrl: { type: 'text', nullable: true },
    createdAt: { type: 'datetime' },
  },
});

export const ImageFileSchema = new EntitySchema<ImageFile>({
  class: ImageFile,
  tableName: 'image_file',
  properties: {
    imageId: { type: 'text', primary: true },
    width: { type: 'integer', primary: true },
    contentType: { type: 'text' },
    bytes: { type: 'blob', lazy: true },
  },
});
