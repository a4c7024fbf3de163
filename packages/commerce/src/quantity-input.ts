import { Node } from '@squarespace/template-engine/lib/node.js';
import { getTotalStockRemaining } from '@squarespace/template-engine/lib/plugins/util.commerce.js';
import type { StockFacts } from './display-status.ts';
import { PRODUCT_TYPES, type ProductTypeName } from './product-type.ts';

export interface QuantityInputFacts {
  productType: ProductTypeName | undefined;
  isSubscribable: boolean;
  variants: readonly StockFacts[];
}

/**
 * SPEC section 5: the quantity input shows for a physical product, or a service when the store
 * sells services in multiples, that is not subscribable, and whose total stock is above 1
 * (unlimited and digital count as the largest safe integer: the engine's own total).
 */
export function showsQuantityInput(
  product: QuantityInputFacts,
  store: { multipleQuantityAllowedForServices: boolean },
): boolean {
  const type = product.productType;
  const multiple = type === 'PHYSICAL' || (type === 'SERVICE' && store.multipleQuantityAllowedForServices);
  if (!multiple || product.isSubscribable) return false;
  const item = new Node({
    structuredContent: {
      productType: type ? PRODUCT_TYPES[type] : 0,
      variants: product.variants.map((v) => ({ qtyInStock: v.qtyInStock, unlimited: v.unlimited })),
    },
  });
  return getTotalStockRemaining(item) > 1;
}
