import { BigIntType, EntitySchema, OptionalProps } from '@mikro-orm/core';
import type { CartLocation } from './shopping-cart.ts';

const minorUnits = () => ({ type: new BigIntType('number') });

export type { OrderStatus } from '../domain/orders/status-transitions.ts';
import type { OrderStatus } from '../domain/orders/status-transitions.ts';
export type FulfillmentStatus = 'UNFULFILLED' | 'FULFILLED';

/** Where an order is shipped: the location that priced it, with the name and street. */
export interface ShippingAddress extends CartLocation {
  name: string;
  line1: string;
  line2: string | null;
  city: string;
}

/**
 * A placed order: what was bought, at which prices, and how it was paid and fulfilled. It copies
 * every figure it was priced with, so later changes of the catalog or of the rules never alter it.
 */
export class ShopOrder {
  [OptionalProps]?:
    | 'fulfillmentStatus'
    | 'refundedCents'
    | 'giftCardCents'
    | 'subscriptionId'
    | 'shippingAddress'
    | 'shippingOption'
    | 'coupons'
    | 'taxes'
    | 'failureMessage'
    | 'siteOrigin'
    | 'confirmationMailedAt'
    | 'createdAt'
    | 'paidAt'
    | 'fulfilledAt'
    | 'cancelledAt';
  id!: string;
  websiteId!: string;
  /** 1, 2, 3… per site, as the shopper and owner name the order. */
  number!: number;
  cartId!: string;
  email!: string;
  status!: OrderStatus;
  fulfillmentStatus: FulfillmentStatus = 'UNFULFILLED';
  currency!: string;
  subtotalCents!: number;
  discountCents!: number;
  shippingCostCents!: number;
  taxCents!: number;
  grandTotalCents!: number;
  refundedCents = 0;
  /** What gift cards paid of the grand total; the card payment is charged the rest. */
  giftCardCents = 0;
  /** The subscription this order began or renewed, if any. */
  subscriptionId: string | null = null;
  pricesIncludeTax!: boolean;
  shippingAddress: ShippingAddress | null = null;
  shippingOption: { id: string; name: string; priceCents: number } | null = null;
  coupons: { code: string; discountCents: number }[] = [];
  taxes: { id: string; name: string; rateBasisPoints: number; taxCents: number }[] = [];
  /** SHA-256 of the token in the confirmation link: the link alone shows the order to the shopper. */
  accessTokenHash!: string;
  /** The site's address the shopper ordered on, for the confirmation's link. */
  siteOrigin: string | null = null;
  failureMessage: string | null = null;
  confirmationMailedAt: Date | null = null;
  createdAt = new Date();
  paidAt: Date | null = null;
  fulfilledAt: Date | null = null;
  cancelledAt: Date | null = null;
}

export const ShopOrderSchema = new EntitySchema<ShopOrder>({
  class: ShopOrder,
  tableName: 'shop_order',
  properties: {
    id: { type: 'text', primary: true },
    websiteId: { type: 'text' },
    number: { type: 'integer' },
    cartId: { type: 'text' },
    email: { type: 'text' },
    status: { type: 'text' },
    fulfillmentStatus: { type: 'text' },
    currency: { type: 'text' },
    subtotalCents: minorUnits(),
    discountCents: minorUnits(),
    shippingCostCents: minorUnits(),
    taxCents: minorUnits(),
    grandTotalCents: minorUnits(),
    refundedCents: minorUnits(),
    giftCardCents: minorUnits(),
    subscriptionId: { type: 'text', nullable: true },
    pricesIncludeTax: { type: 'boolean' },
    shippingAddress: { type: 'json', nullable: true },
    shippingOption: { type: 'json', nullable: true },
    coupons: { type: 'json' },
    taxes: { type: 'json' },
    accessTokenHash: { type: 'text', hidden: true },
    siteOrigin: { type: 'text', nullable: true },
    failureMessage: { type: 'text', nullable: true },
    confirmationMailedAt: { type: 'datetime', nullable: true },
    createdAt: { type: 'datetime' },
    paidAt: { type: 'datetime', nullable: true },
    fulfilledAt: { type: 'datetime', nullable: true },
    cancelledAt: { type: 'datetime', nullable: true },
  },
});
