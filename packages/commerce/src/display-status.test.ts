import { describe, expect, it } from 'vitest';
import {
  isOnSale,
  isSoldOut,
  productMark,
  totalStockRemaining,
  type ProductFacts,
  type VariantFacts,
} from './display-status.ts';

const v = (qtyInStock: number, unlimited = false, onSale = false): VariantFacts => ({ qtyInStock, unlimited, onSale });

describe('display rules', () => {
  describe.each(['PHYSICAL', 'SERVICE'] as const)('%s products', (productType) => {
    it('are sold out when every variant is limited and empty', () => {
      expect(isSoldOut({ productType, variants: [v(0), v(0)] })).toBe(true);
    });
    it('are not sold out while one variant has stock', () => {
      expect(isSoldOut({ productType, variants: [v(0), v(2)] })).toBe(false);
    });
    it('are not sold out while one variant is unlimited', () => {
      expect(isSoldOut({ productType, variants: [v(0), v(0, true)] })).toBe(false);
    });
    it('are sold out with no variants at all', () => {
      expect(isSoldOut({ productType, variants: [] })).toBe(true);
    });
    it('are on sale when any variant is on sale', () => {
      expect(isOnSale({ productType, variants: [v(1), v(1, false, true)] })).toBe(true);
      expect(isOnSale({ productType, variants: [v(1), v(1)] })).toBe(false);
    });
    it('show sold out over sale', () => {
      expect(productMark({ productType, variants: [v(0, false, true)] })).toBe('sold-out');
      expect(productMark({ productType, variants: [v(3, false, true)] })).toBe('sale');
      expect(productMark({ productType, variants: [v(3)] })).toBeNull();
    });
  });

  it('never marks digital products sold out, and reads their own sale flag', () => {
    const digital: ProductFacts = { productType: 'DIGITAL', variants: [v(0, false, true)], onSale: false };
    expect(isSoldOut(digital)).toBe(false);
    expect(isOnSale(digital)).toBe(false);
    expect(productMark({ ...digital, onSale: true })).toBe('sale');
    expect(totalStockRemaining(digital)).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('never marks gift cards sold out or on sale, and never runs out of them', () => {
    const giftCard: ProductFacts = { productType: 'GIFT_CARD', variants: [v(0, false, true)] };
    expect(isSoldOut(giftCard)).toBe(false);
    expect(isOnSale(giftCard)).toBe(false);
    expect(productMark(giftCard)).toBeNull();
    expect(totalStockRemaining(giftCard)).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('counts paywall and unknown types as sold out and never on sale', () => {
    for (const productType of ['PAYWALL', undefined] as const) {
      const product: ProductFacts = { productType, variants: [v(5, true, true)] };
      expect(isSoldOut(product)).toBe(true);
      expect(isOnSale(product)).toBe(false);
      expect(productMark(product)).toBe('sold-out');
    }
  });

  it('adds up remaining stock, unlimited counting as the largest safe integer', () => {
    expect(totalStockRemaining({ productType: 'PHYSICAL', variants: [v(2), v(3), v(0)] })).toBe(5);
    expect(totalStockRemaining({ productType: 'PHYSICAL', variants: [v(2), v(0, true)] })).toBe(
      Number.MAX_SAFE_INTEGER,
    );
  });
});
