import { EntitySchema, OptionalProps } from '@mikro-orm/core';

/** Stock of one variant. The catalog defines variants; their stock lives here, beside the carts. */
export class StockLevel {
  [OptionalProps]?: 'qtyInStock' | 'unlimited';
  variantId!: string;
  itemId!: string;
  sku!: string;
  qtyInStock = 0;
  unlimited = false;
}

/** A federated Variant as this subgraph knows it: by id, with stock fields resolved on demand. */
export interface VariantReference {
  id: string;
}

export const StockLevelSchema = new EntitySchema<StockLevel>({
  class: StockLevel,
  tableName: 'stock_level',
  properties: {
    variantId: { type: 'text', primary: true },
    itemId: { type: 'text' },
    sku: { type: 'text' },
    qtyInStock: { type: 'integer' },
    unlimited: { type: 'boolean' },
  },
});
