import type { ProductTypeName } from './product-type.ts';

export interface StockFacts {
  qtyInStock: number;
  unlimited: boolean;
}

export interface VariantFacts extends StockFacts {
  onSale: boolean;
}

export interface ProductFacts {
  /** undefined for a type this code does not know. */
  productType: ProductTypeName | undefined;
  variants: readonly VariantFacts[];
  /** Digital products carry their own sale flag. */
  onSale?: boolean;
}

export type ProductMark = 'sold-out' | 'sale' | null;

/**
 * Physical products and services are sold out when every variant is limited and out of stock.
 * Digital products and gift cards never sell out; an unknown type counts as sold out.
 */
export function isSoldOut(product: ProductFacts): boolean {
  switch (product.productType) {
    case 'PHYSICAL':
    case 'SERVICE':
      return !product.variants.some((v) => v.unlimited || v.qtyInStock > 0);
    case 'DIGITAL':
    case 'GIFT_CARD':
      return false;
    default:
      return true;
  }
}

/** On sale when any variant is on sale; digital products by their own flag; gift cards never. */
export function isOnSale(product: ProductFacts): boolean {
  switch (product.productType) {
    case 'PHYSICAL':
    case 'SERVICE':
      return product.variants.some((v) => v.onSale);
    case 'DIGITAL':
      return product.onSale === true;
    default:
      return false;
  }
}

/** The one mark a product shows: sold out wins over sale; neither shows nothing. */
export function productMark(product: ProductFacts): ProductMark {
  if (isSoldOut(product)) return 'sold-out';
  if (isOnSale(product)) return 'sale';
  return null;
}

/** Stock remaining across variants; unlimited (and digital) counts as the largest safe integer. */
export function totalStockRemaining(product: ProductFacts): number {
  if (product.productType === 'DIGITAL') return Number.MAX_SAFE_INTEGER;
  let total = 0;
  for (const variant of product.variants) {
    if (variant.unlimited) return Number.MAX_SAFE_INTEGER;
    total += Math.max(0, variant.qtyInStock);
  }
  return total;
}
