import { EntitySchema, OptionalProps } from '@mikro-orm/core';
import type { ProductTypeName } from '@atelier/commerce';
import type { EntryAttribute } from './cart-entry.ts';

/** One line of an order, as it was bought: the product's title and the variant's price then. */
export class OrderLine {
  [OptionalProps]?: 'attributes' | 'additionalFields';
  id!: string;
  orderId!: string;
  position!: number;
  itemId!: string;
  variantId!: string;
  sku!: string;
  title!: string;
  attributes: EntryAttribute[] = [];
  productType!: ProductTypeName;
  quantity!: number;
  unitPriceCents!: number;
  additionalFields: string | null = null;
}

export const OrderLineSchema = new EntitySchema<OrderLine>({
  class: OrderLine,
  tableName: 'order_line',
  properties: {
    id: { type: 'text', primary: true },
    orderId: { type: 'text' },
    position: { type: 'integer' },
    itemId: { type: 'text' },
    variantId: { type: 'text' },
    sku: { type: 'text' },
    title: { type: 'text' },
    attributes: { type: 'json' },
    productType: { type: 'text' },
    quantity: { type: 'integer' },
    unitPriceCents: { type: 'integer' },
    additionalFields: { type: 'text', nullable: true },
  },
});
