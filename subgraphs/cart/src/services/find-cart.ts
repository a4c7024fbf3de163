import type { EntityManager } from '@mikro-orm/postgresql';
import { ShoppingCart } from '../entities/shopping-cart.ts';
import { hashToken } from '@atelier/platform';

export function findCartByToken(em: EntityManager, token: string | undefined): Promise<ShoppingCart | null> {
  if (!token) return Promise.resolve(null);
  return em.findOne(ShoppingCart, { tokenHash: hashToken(token), isPurchased: false });
}
