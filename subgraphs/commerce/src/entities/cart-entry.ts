import { EntitySchema, OptionalProps } from '@mikro-orm/core';
import type { ProductTypeName } from '@atelier/commerce';

export interface EntryAttribute {
  name: string;
  value: string;
}

export class CartEntry {
  [OptionalProps]?: 'attributes' | 'additionalFields' | 'createdAt' | 'weightGrams';
  id!: string;
  cartId!: string;
  itemId!: string;
  variantId!: string;
  sku!: string;
  /** The chosen variant's options as they were when the entry was last changed. */
  attributes: EntryAttribute[] = [];
  productType!: ProductTypeName;
  quantity!: number;
  unitPriceCents!: number;
  /** The variant's weight in grams when the entry was last changed (shipping rates by weight read it). */
  weightGrams = 0;
  additionalFields: string | null = null;
  createdAt = new Date();
}

export const CartEntrySchema = new EntitySchema<CartEntry>({
  class: CartEntry,
  tableName: 'cart_entry',
  properties: {
    id: { type: 'text', primary: true },
    cartId: { type: 'text' },
    itemId: { type: 'text' },
    variantId: { type: 'text' },
    sku: { type: 'text' },
    attributes: { type: 'json' },
    productType: { type: 'text' },
    quantity: { type: 'integer' },
    unitPriceCents: { type: 'integer' },
    weightGrams: { type: 'integer' },
    additionalFields: { type: 'text', nullable: true },
    createdAt: { type: 'datetime' },
  },
});
