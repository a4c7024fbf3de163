import { BigIntType, EntitySchema, OptionalProps } from '@mikro-orm/core';

/** Sums of minor units: bigint in PostgreSQL, numbers here (they stay below 2^53, see MAX_PRICE_MINOR). */
const minorUnitsSum = () => ({ type: new BigIntType('number') });

export class ShoppingCart {
  [OptionalProps]?: 'orderId' | 'isExpress' | 'isPurchased' | 'totalQuantity' | 'subtotalCents' | 'taxCents' | 'shippingCostCents' | 'discountCents' | 'grandTotalCents' | 'hasDigital' | 'purelyDigital' | 'requiresShipping' | 'createdAt' | 'updatedAt';
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
  createdAt = new Date();
  updatedAt = new Date();
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
    createdAt: { type: 'datetime' },
    updatedAt: { type: 'datetime' },
  },
});
