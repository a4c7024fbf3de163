import { Node } from '@squarespace/template-engine/lib/node.js';
import {
  getTotalStockRemaining,
  isOnSale as engineIsOnSale,
  isSoldOut as engineIsSoldOut,
} from '@squarespace/template-engine/lib/plugins/util.commerce.js';
import { PRODUCT_TYPES, type ProductTypeName } from './product-type.ts';

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
 * The display rules are the template language's own (its commerce utilities, which the
 * product-status and add-to-cart formatters use), so that a page rendered on the server and an
 * island in the browser can never disagree. This shapes our facts as the item JSON they read.
 */
function itemNode(product: ProductFacts): Node {
  return new Node({
    structuredContent: {
      productType: product.productType ? PRODUCT_TYPES[product.productType] : 0,
      onSale: product.onSale === true,
      variants: product.variants.map((v) => ({ qtyInStock: v.qtyInStock, unlimited: v.unlimited, onSale: v.onSale })),
    },
  });
}

/** Sold out: physical products and services with every variant limited and empty; unknown types always; digital and gift cards never. */
export function isSoldOut(product: ProductFacts): boolean {
  return engineIsSoldOut(itemNode(product));
}

/** On sale: any variant on sale; digital products by their own flag; gift cards never. */
export function isOnSale(product: ProductFacts): boolean {
  return Boolean(engineIsOnSale(itemNode(product)));
}

/** The one mark a product shows: sold out wins over sale; neither shows nothing. */
export function productMark(product: ProductFacts): ProductMark {
  if (isSoldOut(product)) return 'sold-out';
  if (isOnSale(product)) return 'sale';
  return null;
}

/** Stock remaining across variants; unlimited, digital and gift cards count as the largest safe integer. */
export function totalStockRemaining(product: ProductFacts): number {
  return getTotalStockRemaining(itemNode(product));
}
