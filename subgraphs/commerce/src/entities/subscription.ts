import { EntitySchema, OptionalProps } from '@mikro-orm/core';
import type { BillingUnit } from '@atelier/commerce';
import type { EntryAttribute } from './cart-entry.ts';
import type { ShippingAddress } from './shop-order.ts';

/** PENDING until its first order is paid (CANCELLED if that order is). */
export type { SubscriptionStatus } from '../domain/orders/status-transitions.ts';
import type { SubscriptionStatus } from '../domain/orders/status-transitions.ts';

/**
 * A shopper's subscription to one product: what is sent each period, at the price agreed, where it
 * ships, and when it bills next. Its first order made it; each renewal is another order.
 */
export class Subscription {
  [OptionalProps]?:
    | 'attributes'
    | 'additionalFields'
    | 'cyclesBilled'
    | 'shippingAddress'
    | 'shippingRateId'
    | 'paymentMethod'
    | 'lastFailure'
    | 'startedAt'
    | 'nextBillingAt'
    | 'cancelledAt'
    | 'weightGrams';
  id!: string;
  websiteId!: string;
  status!: SubscriptionStatus;
  firstOrderId!: string;
  email!: string;
  itemId!: string;
  variantId!: string;
  sku!: string;
  title!: string;
  attributes: EntryAttribute[] = [];
  productType!: 'PHYSICAL' | 'SERVICE';
  quantity!: number;
  unitPriceCents!: number;
  /** Grams of one, for shipping rates by weight. */
  weightGrams = 0;
  additionalFields: string | null = null;
  currency!: string;
  periodUnit!: BillingUnit;
  periodValue!: number;
  numBillingCycles!: number;
  /** Billings made, the first order's included. */
  cyclesBilled = 1;
  shippingAddress: ShippingAddress | null = null;
  shippingRateId: string | null = null;
  /** The provider's reference to the card kept for renewals. */
  paymentMethod: string | null = null;
  /** SHA-256 of the token in the subscription page's link. */
  accessTokenHash!: string;
  /** Why the last renewal did not go through, while PAST_DUE. */
  lastFailure: string | null = null;
  startedAt = new Date();
  nextBillingAt: Date | null = null;
  cancelledAt: Date | null = null;
}

export const SubscriptionSchema = new EntitySchema<Subscription>({
  class: Subscription,
  tableName: 'subscription',
  properties: {
    id: { type: 'text', primary: true },
    websiteId: { type: 'text' },
    status: { type: 'text' },
    firstOrderId: { type: 'text' },
    email: { type: 'text' },
    itemId: { type: 'text' },
    variantId: { type: 'text' },
    sku: { type: 'text' },
    title: { type: 'text' },
    attributes: { type: 'json' },
    productType: { type: 'text' },
    quantity: { type: 'integer' },
    unitPriceCents: { type: 'integer' },
    weightGrams: { type: 'integer' },
    additionalFields: { type: 'text', nullable: true },
    currency: { type: 'text' },
    periodUnit: { type: 'text' },
    periodValue: { type: 'integer' },
    numBillingCycles: { type: 'integer' },
    cyclesBilled: { type: 'integer' },
    shippingAddress: { type: 'json', nullable: true },
    shippingRateId: { type: 'text', nullable: true },
    paymentMethod: { type: 'text', nullable: true },
    accessTokenHash: { type: 'text' },
    lastFailure: { type: 'text', nullable: true },
    startedAt: { type: 'datetime' },
    nextBillingAt: { type: 'datetime', nullable: true },
    cancelledAt: { type: 'datetime', nullable: true },
  },
});
