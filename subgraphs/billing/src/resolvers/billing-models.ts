import { toDecimalString } from '@atelier/commerce';
import { BILLING_CURRENCY, type BillingInterval, type Plan } from '@atelier/billing';
import type { SiteBillingState } from '../services/site-billing.ts';
import type { Quote } from '../domain/billing-quotes.ts';
import type { StoredInvoiceLine } from '../entities/invoice.ts';

/** What the SiteBilling type resolves from: the site's state, read once per request. */
export interface SiteBillingModel {
  state: SiteBillingState;
}

/** An invoice as the Invoice type reads it: a stored one, or a preview's (not stored, no number). */
export interface InvoiceModel {
  id: string;
  number: string;
  kind: string;
  status: string;
  lines: StoredInvoiceLine[];
  subtotalMinor: number;
  taxMinor: number;
  taxRatePpm: number;
  totalMinor: number;
  createdAt: Date;
}

export interface PlanChangePreviewModel {
  plan: Plan;
  interval: BillingInterval;
  quote: Quote;
  taxRatePpm: number;
  at: Date;
}

/** Money as section 7 serialises it: a decimal string and its currency (and the minor units). */
export const moneyOf = (minor: number) => ({
  value: toDecimalString(minor, BILLING_CURRENCY),
  currency: BILLING_CURRENCY,
  minor,
});

/** Dates as section 7 serialises them: timestamps (milliseconds since 1970). */
export const timestampOf = (date: Date | null | undefined) => (date ? date.getTime() : null);

export function previewInvoice(preview: PlanChangePreviewModel): InvoiceModel {
  return {
    id: 'preview',
    number: '',
    kind: 'PLAN_CHANGE',
    status: 'OPEN',
    lines: preview.quote.lines.map((line) => ({
      kind: line.kind,
      description: line.description,
      amount: line.amount,
      periodStart: line.periodStart?.toISOString() ?? null,
      periodEnd: line.periodEnd?.toISOString() ?? null,
    })),
    subtotalMinor: preview.quote.subtotal,
    taxMinor: preview.quote.tax,
    taxRatePpm: preview.taxRatePpm,
    totalMinor: preview.quote.total,
    createdAt: preview.at,
  };
}
