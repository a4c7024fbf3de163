import { LockMode, type EntityManager } from '@mikro-orm/postgresql';
import { cartTotals } from '../../domain/cart/cart-totals.ts';
import { CartEntry } from '../../entities/cart-entry.ts';
import { ShoppingCart } from '../../entities/shopping-cart.ts';

/** An entry of a cart with its price and weight as the catalog gives them now. */
export interface CatalogPricedEntry {
  entry: Pick<CartEntry, 'id' | 'unitPriceCents' | 'weightGrams'>;
  unitPriceCents: number;
  weightGrams: number;
}

/**
 * Stores the catalog's prices and weights with a cart's entries where they differ from those kept,
 * and the cart's sums with them, under the cart's lock as every change of its entries. Views of a
 * cart show the prices kept with it, so after this the next view shows what an order would charge.
 */
export async function keepCatalogPrices(
  em: EntityManager,
  cartId: string,
  priced: readonly CatalogPricedEntry[],
): Promise<void> {
  if (priced.every((p) => p.unitPriceCents === p.entry.unitPriceCents && p.weightGrams === p.entry.weightGrams)) return;
  await em.fork().transactional(async (tx) => {
    const cart = await tx.findOne(ShoppingCart, { id: cartId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!cart || cart.isPurchased) return;
    const entries = await tx.find(CartEntry, { cartId });
    for (const entry of entries) {
      const now = priced.find((p) => p.entry.id === entry.id);
      if (!now) continue;
      entry.unitPriceCents = now.unitPriceCents;
      entry.weightGrams = now.weightGrams;
    }
    Object.assign(cart, cartTotals(entries), { updatedAt: new Date() });
  });
}
