import { EntitySchema, OptionalProps } from '@mikro-orm/core';
import type { BillingStatusName, WebsiteTypeName } from '@atelier/billing';

/** A site's billing record: how its plan is paid, where it is billed (tax), its kept card, its credit. */
export class SiteBilling {
  [OptionalProps]?:
    | 'billingStatus'
    | 'websiteType'
    | 'country'
    | 'region'
    | 'customerReference'
    | 'paymentMethodReference'
    | 'paymentMethodLabel'
    | 'creditMinor'
    | 'inAppPurchaseError'
    | 'invoiceCount'
    | 'createdAt'
    | 'updatedAt';
  websiteId!: string;
  billingStatus: BillingStatusName = 'TRIAL';
  websiteType: WebsiteTypeName = 'CLASSIC';
  country = 'US';
  region: string | null = null;
  customerReference: string | null = null;
  paymentMethodReference: string | null = null;
  paymentMethodLabel: string | null = null;
  /** Credit carried from downgrades, taken off later invoices (minor units of USD). */
  creditMinor = 0;
  inAppPurchaseError: string | null = null;
  /** Invoices numbered so far: the next is this plus one. */
  invoiceCount = 0;
  createdAt = new Date();
  updatedAt = new Date();
}

export const SiteBillingSchema = new EntitySchema<SiteBilling>({
  class: SiteBilling,
  tableName: 'site_billing',
  properties: {
    websiteId: { type: 'text', primary: true },
    billingStatus: { type: 'text' },
    websiteType: { type: 'text' },
    country: { type: 'text' },
    region: { type: 'text', nullable: true },
    customerReference: { type: 'text', nullable: true },
    paymentMethodReference: { type: 'text', nullable: true },
    paymentMethodLabel: { type: 'text', nullable: true },
    creditMinor: { type: 'integer' },
    inAppPurchaseError: { type: 'text', nullable: true },
    invoiceCount: { type: 'integer' },
    createdAt: { type: 'datetime' },
    updatedAt: { type: 'datetime', onUpdate: () => new Date() },
  },
});
