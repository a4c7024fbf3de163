import { BigIntType, EntitySchema, OptionalProps } from '@mikro-orm/core';

export type { DonationStatus } from '../domain/orders/status-transitions.ts';
import type { DonationStatus } from '../domain/orders/status-transitions.ts';

/**
 * A gift to the site through its donation block, in the store's currency, charged through the same
 * payment provider as orders. Its id is the idempotency key the provider is asked with, so asking
 * again never charges twice. Only the card's last four digits are kept.
 */
export class Donation {
  [OptionalProps]?:
    | 'cardLast4'
    | 'providerReference'
    | 'failureMessage'
    | 'siteOrigin'
    | 'createdAt'
    | 'paidAt'
    | 'settledAt';
  id!: string;
  websiteId!: string;
  email!: string;
  amountCents!: number;
  currency!: string;
  status!: DonationStatus;
  provider!: string;
  cardLast4: string | null = null;
  providerReference: string | null = null;
  failureMessage: string | null = null;
  /** SHA-256 of the token in the confirmation link: the link alone shows the donation to its donor. */
  accessTokenHash!: string;
  /** The site's address the donor gave on, for the receipt's link (a receipt the reconciling job sends too). */
  siteOrigin: string | null = null;
  createdAt = new Date();
  paidAt: Date | null = null;
  settledAt: Date | null = null;
}

export const DonationSchema = new EntitySchema<Donation>({
  class: Donation,
  tableName: 'donation',
  properties: {
    id: { type: 'text', primary: true },
    websiteId: { type: 'text' },
    email: { type: 'text' },
    amountCents: { type: new BigIntType('number') },
    currency: { type: 'text' },
    status: { type: 'text' },
    provider: { type: 'text' },
    cardLast4: { type: 'text', nullable: true },
    providerReference: { type: 'text', nullable: true },
    failureMessage: { type: 'text', nullable: true },
    accessTokenHash: { type: 'text' },
    siteOrigin: { type: 'text', nullable: true },
    createdAt: { type: 'datetime' },
    paidAt: { type: 'datetime', nullable: true },
    settledAt: { type: 'datetime', nullable: true },
  },
});
