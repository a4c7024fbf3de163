import { EntitySchema, OptionalProps } from '@mikro-orm/core';
import type { BillingInterval, BillingProductType, SubscriptionStatus } from '@atelier/billing';

/** A plan change started and not yet confirmed: the preview the owner saw, which the confirm must match. */
export interface PendingPlanChange {
  id: string;
  planId: string;
  interval: BillingInterval;
  /** The preview's total (minor units) and when it was made. */
  total: number;
  quotedAt: string;
  /** Set when confirmed: a second confirm answers this invoice instead of charging again. */
  confirmedInvoiceId?: string;
}

/** A site's subscription: its website plan, or an add-on. */
export class BillingSubscription {
  [OptionalProps]?:
    | 'type'
    | 'planId'
    | 'autoRenew'
    | 'trialEndsAt'
    | 'pastDueSince'
    | 'failedCharges'
    | 'nextRetryAt'
    | 'pendingChange'
    | 'lastInvoiceTotal'
    | 'version'
    | 'createdAt'
    | 'endedAt';
  id!: string;
  websiteId!: string;
  productType!: BillingProductType;
  /** WEBSITE: sold by us; RESOLD: an app store's in-app purchase. */
  type: 'WEBSITE' | 'RESOLD' = 'WEBSITE';
  /** The website plan; null for an add-on. */
  planId: string | null = null;
  status!: SubscriptionStatus;
  interval!: BillingInterval;
  /** The price of each period now, before tax (minor units of USD). */
  priceMinor!: number;
  currentPeriodStart!: Date;
  currentPeriodEnd!: Date;
  /** The day of the month periods end on, kept through short months. */
  anchorDay!: number;
  autoRenew = true;
  trialEndsAt: Date | null = null;
  pastDueSince: Date | null = null;
  failedCharges = 0;
  nextRetryAt: Date | null = null;
  pendingChange: PendingPlanChange | null = null;
  lastInvoiceTotal: number | null = null;
  /** Raised by every change: a confirm that read an older version is refused. */
  version = 1;
  createdAt = new Date();
  endedAt: Date | null = null;
}

export const BillingSubscriptionSchema = new EntitySchema<BillingSubscription>({
  class: BillingSubscription,
  tableName: 'subscription',
  properties: {
    id: { type: 'text', primary: true },
    websiteId: { type: 'text' },
    productType: { type: 'text' },
    type: { type: 'text' },
    planId: { type: 'text', nullable: true },
    status: { type: 'text' },
    interval: { type: 'text' },
    priceMinor: { type: 'integer' },
    currentPeriodStart: { type: 'datetime' },
    currentPeriodEnd: { type: 'datetime' },
    anchorDay: { type: 'integer' },
    autoRenew: { type: 'boolean' },
    trialEndsAt: { type: 'datetime', nullable: true },
    pastDueSince: { type: 'datetime', nullable: true },
    failedCharges: { type: 'integer' },
    nextRetryAt: { type: 'datetime', nullable: true },
    pendingChange: { type: 'json', nullable: true },
    lastInvoiceTotal: { type: 'integer', nullable: true },
    version: { type: 'integer', version: true },
    createdAt: { type: 'datetime' },
    endedAt: { type: 'datetime', nullable: true },
  },
});
