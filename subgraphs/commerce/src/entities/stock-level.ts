import { EntitySchema, OptionalProps } from '@mikro-orm/core';
import type { StockOfVariant } from '../loaders.ts';

/** Stock of one variant. The catalog defines variants; their stock lives here, beside the carts. */
export class StockLevel {
  [OptionalProps]?: 'qtyInStock' | 'unlimited' | 'websiteId';
  variantId!: string;
  /** The site whose variant it is; null only for a row older than the column whose variant was gone. */
  websiteId: string | null = null;
  itemId!: string;
  sku!: string;
  qtyInStock = 0;
  unlimited = false;
}

/**
 * A federated Variant as this subgraph knows it: by id, with its stock once the reference is resolved
 * (one batched read for every variant of a page, then its fields answer without a promise each).
 */
export interface VariantReference {
  id: string;
  stock?: StockOfVariant | null;
}

export const StockLevelSchema = new EntitySchema<StockLevel>({
  class: StockLevel,
  tableName: 'stock_level',
  properties: {
    variantId: { type: 'text', primary: true },
    websiteId: { type: 'text', nullable: true },
    itemId: { type: 'text' },
    sku: { type: 'text' },
    qtyInStock: { type: 'integer' },
    unlimited: { type: 'boolean' },
  },
});
