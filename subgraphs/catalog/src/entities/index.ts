import { CollectionSchema } from './collection.ts';
import { ProductSchema } from './product.ts';
import { VariantSchema } from './variant.ts';
import { WebsiteSchema } from './website.ts';

export const catalogEntities = [WebsiteSchema, CollectionSchema, ProductSchema, VariantSchema];
