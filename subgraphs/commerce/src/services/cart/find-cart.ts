import type { EntityManager } from '@mikro-orm/postgresql';
import { ShoppingCart } from '../../entities/shopping-cart.ts';
import { hashToken } from '@atelier/platform';

/** The visitor's cart on this site; a cart of another site (its cookie sent to this host) is none. */
export function findCartByToken(
  em: EntityManager,
  token: string | undefined,
  siteId: string | undefined,
): Promise<ShoppingCart | null> {
  if (!token || !siteId) return Promise.resolve(null);
  return em.findOne(ShoppingCart, { tokenHash: hashToken(token), isPurchased: false, websiteId: siteId });
}
