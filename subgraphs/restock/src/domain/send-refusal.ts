import { isSoldOut, type ProductTypeName } from '@atelier/commerce';

/** What a notice needs to know of its variant (the catalog's and the cart's facts, read as the site). */
export interface SendFacts {
  qtyInStock: number;
  unlimited: boolean;
  product: { id: string; archived: boolean; productType: string };
}

export type SendRefusal = 'NOT_FOUND' | 'PRODUCT_ARCHIVED' | 'OUT_OF_STOCK';

/**
 * Why a notice for this variant cannot go now, or null when it can. A notice tells the visitor
 * the variant is back in stock, so it goes only for a variant of the site's product that is in
 * stock by the storefront's own rule (isSoldOut); a variant the site does not have (unknown,
 * another site's, or not of the named product) is not found.
 */
export function sendRefusal(productId: string | null, variant: SendFacts | undefined | null): SendRefusal | null {
  if (!variant || (productId !== null && variant.product.id !== productId)) return 'NOT_FOUND';
  if (variant.product.archived) return 'PRODUCT_ARCHIVED';
  // The sale flag plays no part in being sold out.
  const stock = { qtyInStock: variant.qtyInStock, unlimited: variant.unlimited, onSale: false };
  if (isSoldOut({ productType: variant.product.productType as ProductTypeName, variants: [stock] }))
    return 'OUT_OF_STOCK';
  return null;
}
