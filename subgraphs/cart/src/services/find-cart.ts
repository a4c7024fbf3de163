import type { EntityManager } from '@mikro-orm/postgresql';
import { ShoppingCart } from '../entities/shopping-cart.ts';
import { hashCartToken } from '../domain/cart-token.ts';

export function findCartByToken(em: EntityManager, token: string | undefined): Promise<ShoppingCart | null> {
  if (!token) return Promise.resolve(null);
  return em.findOne(ShoppingCart, { tokenHash: hashCartToken(token), isPurchased: false });
}
