import { EntitySchema, OptionalProps } from '@mikro-orm/core';
import type { Product } from './product.ts';

export class Variant {
  [OptionalProps]?: 'salePriceCents' | 'onSale' | 'attributes' | 'mainImageId' | 'position' | 'weightGrams';
  id!: string;
  product!: Product;
  sku!: string;
  /** Minor units of the product's currency. */
  priceCents!: number;
  salePriceCents = 0;
  onSale = false;
  /** Option name to value; the product's variantOptionOrdering gives the order. */
  attributes: Record<string, string> = {};
  mainImageId: string | null = null;
  position = 0;
  /** Grams, for shipping rates by weight; 0 when not given. */
  weightGrams = 0;
}

export const VariantSchema = new EntitySchema<Variant>({
  class: Variant,
  tableName: 'variant',
  properties: {
    id: { type: 'text', primary: true },
    product: { kind: 'm:1', entity: 'Product', fieldName: 'product_id' },
    sku: { type: 'text' },
    priceCents: { type: 'integer' },
    salePriceCents: { type: 'integer' },
    onSale: { type: 'boolean' },
    attributes: { type: 'json' },
    mainImageId: { type: 'text', nullable: true },
    position: { type: 'integer' },
    weightGrams: { type: 'integer' },
  },
});
