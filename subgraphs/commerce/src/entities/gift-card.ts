import { BigIntType, EntitySchema, OptionalProps } from '@mikro-orm/core';

const minorUnits = () => ({ type: new BigIntType('number') });

/**
 * A gift card bought in an order: its balance in the currency it was bought in, who it was for,
 * and whether its code reached them. The code itself is never stored, only its hash.
 */
export class GiftCard {
  [OptionalProps]?: 'message' | 'mailedAt' | 'createdAt';
  id!: string;
  websiteId!: string;
  codeHash!: string;
  lastFour!: string;
  currency!: string;
  initialCents!: number;
  balanceCents!: number;
  orderId!: string;
  orderLineId!: string;
  recipientEmail!: string;
  message: string | null = null;
  mailedAt: Date | null = null;
  createdAt = new Date();
}

export const GiftCardSchema = new EntitySchema<GiftCard>({
  class: GiftCard,
  tableName: 'gift_card',
  properties: {
    id: { type: 'text', primary: true },
    websiteId: { type: 'text' },
    codeHash: { type: 'text', unique: true },
    lastFour: { type: 'text' },
    currency: { type: 'text' },
    initialCents: minorUnits(),
    balanceCents: minorUnits(),
    orderId: { type: 'text' },
    orderLineId: { type: 'text' },
    recipientEmail: { type: 'text' },
    message: { type: 'text', nullable: true },
    mailedAt: { type: 'datetime', nullable: true },
    createdAt: { type: 'datetime' },
  },
});
