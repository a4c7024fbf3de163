import { AudioFileSchema } from './audio-file.ts';
import { CollectionSchema } from './collection.ts';
import { EventSchema } from './event.ts';
import { GalleryImageSchema } from './gallery-image.ts';
import { ImageFileSchema, ImageSchema } from './image.ts';
import { PostSchema } from './post.ts';
import { ProductSchema } from './product.ts';
import { ThemeSchema } from './theme.ts';
import { VariantSchema } from './variant.ts';
import { WebsiteDomainSchema } from './website-domain.ts';
import { WebsiteSchema } from './website.ts';

export const catalogEntities = [
  WebsiteSchema,
  WebsiteDomainSchema,
  ThemeSchema,
  CollectionSchema,
  ProductSchema,
  VariantSchema,
  PostSchema,
  ImageSchema,
  ImageFileSchema,
  AudioFileSchema,
  EventSchema,
  GalleryImageSchema,
];
