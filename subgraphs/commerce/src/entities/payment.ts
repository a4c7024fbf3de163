import { BigIntType, EntitySchema, OptionalProps } from '@mikro-orm/core';

export type { PaymentStatus } from '../domain/orders/status-transitions.ts';
import type { PaymentStatus } from '../domain/orders/status-transitions.ts';

/**
 * A charge or refund of an order at the payment provider. Its id is the idempotency key the
 * provider is asked with, so asking again after a lost answer never charges twice.
 */
export class Payment {
  [OptionalProps]?: 'cardLast4' | 'providerReference' | 'message' | 'chargeStartedAt' | 'createdAt' | 'settledAt';
  id!: string;
  orderId!: string;
  provider!: string;
  kind!: 'CHARGE' | 'REFUND';
  amountCents!: number;
  currency!: string;
  status!: PaymentStatus;
  cardLast4: string | null = null;
  providerReference: string | null = null;
  message: string | null = null;
  /** When a request began charging it: one request charges, the repeats wait for its answer. */
  chargeStartedAt: Date | null = null;
  createdAt = new Date();
  settledAt: Date | null = null;
}

export const PaymentSchema = new EntitySchema<Payment>({
  class: Payment,
  tableName: 'payment',
  properties: {
    id: { type: 'text', primary: true },
    orderId: { type: 'text' },
    provider: { type: 'text' },
    kind: { type: 'text' },
    amountCents: { type: new BigIntType('number') },
    currency: { type: 'text' },
    status: { type: 'text' },
    cardLast4: { type: 'text', nullable: true },
    providerReference: { type: 'text', nullable: true },
    message: { type: 'text', nullable: true },
    chargeStartedAt: { type: 'datetime', nullable: true },
    createdAt: { type: 'datetime' },
    settledAt: { type: 'datetime', nullable: true },
  },
});
