import { BigIntType, EntitySchema, OptionalProps } from '@mikro-orm/core';
import type { SubscriptionPlan } from '@atelier/commerce';

/** Sums of minor units: bigint in PostgreSQL, numbers here (they stay below 2^53, see MAX_PRICE_MINOR). */
const minorUnitsSum = () => ({ type: new BigIntType('number') });

export class ShoppingCart {
  [OptionalProps]?:
    | 'orderId'
    | 'isExpress'
    | 'isPurchased'
    | 'totalQuantity'
    | 'subtotalCents'
    | 'taxCents'
    | 'shippingCostCents'
    | 'discountCents'
    | 'grandTotalCents'
    | 'hasDigital'
    | 'purelyDigital'
    | 'requiresShipping'
    | 'createdAt'
    | 'updatedAt'
    | 'shippingLocation'
    | 'selectedShippingId'
    | 'couponCodes'
    | 'giftCardIds'
    | 'subscriptionPlan';
  id!: string;
  /** SHA-256 of the cart token: the cookie alone opens the cart, a copy of the table does not. */
  tokenHash!: string;
  websiteId!: string;
  currency!: string;
  orderId: string | null = null;
  isExpress = false;
  isPurchased = false;
  totalQuantity = 0;
  subtotalCents = 0;
  taxCents = 0;
  shippingCostCents = 0;
  discountCents = 0;
  grandTotalCents = 0;
  hasDigital = false;
  purelyDigital = false;
  requiresShipping = false;
  /** Where the shopper said the order ships (country, region, postal code): it picks rates and taxes. */
  shippingLocation: CartLocation | null = null;
  /** The shipping rate the shopper chose; the cheapest applies while none is chosen or it no longer applies. */
  selectedShippingId: string | null = null;
  /** Coupon codes as the shopper applied them (normalised), checked anew whenever the cart is priced. */
  couponCodes: string[] = [];
  /** Gift cards the shopper applied (by id, once they gave the code), in the order they pay. */
  giftCardIds: string[] = [];
  /** Set on a subscription cart (a cart of its own, for one subscribed item): the product's plan when it was made. */
  subscriptionPlan: SubscriptionPlan | null = null;
  createdAt = new Date();
  updatedAt = new Date();
}

export interface CartLocation {
  country: string;
  region: string | null;
  postalCode: string | null;
}

export const ShoppingCartSchema = new EntitySchema<ShoppingCart>({
  class: ShoppingCart,
  tableName: 'shopping_cart',
  properties: {
    id: { type: 'text', primary: true },
    tokenHash: { type: 'text', unique: true },
    websiteId: { type: 'text' },
    currency: { type: 'text' },
    orderId: { type: 'text', nullable: true },
    isExpress: { type: 'boolean' },
    isPurchased: { type: 'boolean' },
    totalQuantity: { type: 'integer' },
    subtotalCents: minorUnitsSum(),
    taxCents: minorUnitsSum(),
    shippingCostCents: minorUnitsSum(),
    discountCents: minorUnitsSum(),
    grandTotalCents: minorUnitsSum(),
    hasDigital: { type: 'boolean' },
    purelyDigital: { type: 'boolean' },
    requiresShipping: { type: 'boolean' },
    shippingLocation: { type: 'json', nullable: true },
    selectedShippingId: { type: 'text', nullable: true },
    couponCodes: { type: 'json' },
    giftCardIds: { type: 'json' },
    subscriptionPlan: { type: 'json', nullable: true },
    createdAt: { type: 'datetime' },
    updatedAt: { type: 'datetime' },
  },
});
