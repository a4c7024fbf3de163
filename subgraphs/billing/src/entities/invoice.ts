import { EntitySchema, OptionalProps } from '@mikro-orm/core';
import type { InvoiceLine } from '@atelier/billing';

export type InvoiceKind = 'SUBSCRIBE' | 'RENEWAL' | 'PLAN_CHANGE' | 'PAYMENT';
export type InvoiceStatus = 'OPEN' | 'PAID' | 'FAILED';

/** A line as kept: the pure rule's line and the period it covers. */
export interface StoredInvoiceLine extends InvoiceLine {
  periodStart: string | null;
  periodEnd: string | null;
}

/** One charge's invoice: its lines, tax and total, and what the provider answered. */
export class Invoice {
  [OptionalProps]?: 'status' | 'attempts' | 'paymentReference' | 'failureMessage' | 'createdAt' | 'paidAt';
  id!: string;
  websiteId!: string;
  subscriptionId!: string;
  number!: string;
  kind!: InvoiceKind;
  status: InvoiceStatus = 'OPEN';
  lines!: StoredInvoiceLine[];
  subtotalMinor!: number;
  /** Credit from earlier downgrades taken off this invoice. */
  creditAppliedMinor!: number;
  taxMinor!: number;
  taxRatePpm!: number;
  totalMinor!: number;
  currency!: string;
  /** The invoice's own key: asked twice (a double click, a job run twice), one invoice is made. */
  idempotencyKey!: string;
  /** Charges tried: attempt n is sent to the provider with the key `${idempotencyKey}#${n}`. */
  attempts = 0;
  paymentReference: string | null = null;
  failureMessage: string | null = null;
  createdAt = new Date();
  paidAt: Date | null = null;
}

export const InvoiceSchema = new EntitySchema<Invoice>({
  class: Invoice,
  tableName: 'invoice',
  properties: {
    id: { type: 'text', primary: true },
    websiteId: { type: 'text' },
    subscriptionId: { type: 'text' },
    number: { type: 'text' },
    kind: { type: 'text' },
    status: { type: 'text' },
    lines: { type: 'json' },
    subtotalMinor: { type: 'integer' },
    creditAppliedMinor: { type: 'integer' },
    taxMinor: { type: 'integer' },
    taxRatePpm: { type: 'integer' },
    totalMinor: { type: 'integer' },
    currency: { type: 'text' },
    idempotencyKey: { type: 'text', unique: true },
    attempts: { type: 'integer' },
    paymentReference: { type: 'text', nullable: true },
    failureMessage: { type: 'text', nullable: true },
    createdAt: { type: 'datetime' },
    paidAt: { type: 'datetime', nullable: true },
  },
});
