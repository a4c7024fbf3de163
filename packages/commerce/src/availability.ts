import type { StockFacts } from './display-status.ts';
import type { ProductTypeName } from './product-type.ts';
import { MAX_QUANTITY } from './quantity.ts';

export interface StoreQuantitySettings {
  multipleQuantityAllowedForServices: boolean;
}

export type AllowanceReason = 'stock' | 'single-quantity' | 'not-sold';

/** How many of one variant a cart may hold, and what limits it. */
export interface QuantityAllowance {
  max: number;
  reason: AllowanceReason;
}

/**
 * Physical products and services are limited by stock (a variant without a stock record has none);
 * services to one when the store does not sell them in multiples. Digital products and gift cards
 * never run out. Paywall and unknown types are not sold through the cart.
 */
export function quantityAllowance(
  productType: ProductTypeName | undefined,
  stock: StockFacts | null,
  settings: StoreQuantitySettings,
): QuantityAllowance {
  switch (productType) {
    case 'DIGITAL':
    case 'GIFT_CARD':
      return { max: MAX_QUANTITY, reason: 'stock' };
    case 'PHYSICAL':
    case 'SERVICE': {
      const inStock = !stock ? 0 : stock.unlimited ? MAX_QUANTITY : Math.min(stock.qtyInStock, MAX_QUANTITY);
      if (productType === 'SERVICE' && !settings.multipleQuantityAllowedForServices && inStock > 1)
        return { max: 1, reason: 'single-quantity' };
      return { max: inStock, reason: 'stock' };
    }
    default:
      return { max: 0, reason: 'not-sold' };
  }
}
