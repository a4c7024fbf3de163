import { Collection as OrmCollection, EntitySchema, OptionalProps } from '@mikro-orm/core';
import type { ProductTypeName, SubscriptionPlan } from '@atelier/commerce';
import type { Variant } from './variant.ts';

export class Product {
  [OptionalProps]?:
    | 'excerpt'
    | 'body'
    | 'variantOptionOrdering'
    | 'isSubscribable'
    | 'useCustomAddButtonText'
    | 'customAddButtonText'
    | 'mainImageUrl'
    | 'position'
    | 'merchandising'
    | 'createdAt'
    | 'version'
    | 'updatedAt'
    | 'archivedAt'
    | 'subscriptionPlan'
    | 'additionalFieldsFormId'
    | 'imageIds'
    | 'categories'
    | 'seoTitle'
    | 'seoDescription'
    | 'featured';
  id!: string;
  websiteId!: string;
  collectionId!: string;
  title!: string;
  urlId!: string;
  excerpt = '';
  body = '';
  productType!: ProductTypeName;
  currency!: string;
  variantOptionOrdering: string[] = [];
  isSubscribable = false;
  useCustomAddButtonText = false;
  customAddButtonText: string | null = null;
  mainImageUrl: string | null = null;
  position = 0;
  /** Merchandising settings as stored (read through readMerchandisingSettings / readProductMerchandising). */
  merchandising: Record<string, unknown> = {};
  createdAt = new Date();
  /** Raised by every save; an owner's save names the version it read (optimistic locking). */
  version = 1;
  updatedAt = new Date();
  /** Archived products are off the storefront and out of carts; the owner can restore them. */
  archivedAt: Date | null = null;
  subscriptionPlan: SubscriptionPlan | null = null;
  additionalFieldsFormId: string | null = null;
  /** Its images in order; the first is the main image. */
  imageIds: string[] = [];
  /** Categories of its shop it is listed under. */
  categories: string[] = [];
  /** What search engines are told; empty: made from its content (packages/site seoTextOf). */
  seoTitle = '';
  seoDescription = '';
  /** Marked by its owner: themes list featured products (<squarespace:query featured="true">). */
  featured = false;
  variants = new OrmCollection<Variant>(this);
}

export const ProductSchema = new EntitySchema<Product>({
  class: Product,
  tableName: 'product',
  properties: {
    id: { type: 'text', primary: true },
    websiteId: { type: 'text' },
    collectionId: { type: 'text' },
    title: { type: 'text' },
    urlId: { type: 'text' },
    excerpt: { type: 'text' },
    body: { type: 'text' },
    productType: { type: 'text' },
    currency: { type: 'text' },
    variantOptionOrdering: { type: 'json' },
    isSubscribable: { type: 'boolean' },
    useCustomAddButtonText: { type: 'boolean' },
    customAddButtonText: { type: 'text', nullable: true },
    mainImageUrl: { type: 'text', nullable: true },
    position: { type: 'integer' },
    merchandising: { type: 'json' },
    createdAt: { type: 'datetime' },
    version: { type: 'integer', version: true },
    updatedAt: { type: 'datetime' },
    archivedAt: { type: 'datetime', nullable: true },
    subscriptionPlan: { type: 'json', nullable: true },
    additionalFieldsFormId: { type: 'text', nullable: true },
    imageIds: { type: 'json' },
    categories: { type: 'json' },
    seoTitle: { type: 'text' },
    seoDescription: { type: 'text' },
    featured: { type: 'boolean' },
    variants: { kind: '1:m', entity: 'Variant', mappedBy: 'product', orderBy: { position: 'asc' } },
  },
});
