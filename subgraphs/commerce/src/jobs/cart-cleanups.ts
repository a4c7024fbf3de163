import type { MikroORM } from '@mikro-orm/postgresql';
import type { JobDefinition } from '@atelier/platform';
import { ShoppingCart } from '../entities/shopping-cart.ts';
import { CART_COOKIE_DAYS, EXPRESS_CART_HOURS, cleanupCutoffs } from '../domain/cart/cart-policy.ts';

/**
 * Carts nobody can reach any more: their cookie has expired. Purchased carts stay (orders refer
 * to them); entries go with their cart (ON DELETE CASCADE).
 */
export function cartCleanupJobs(orm: MikroORM): JobDefinition[] {
  const remove = (isExpress: boolean, changedBefore: Date) =>
    orm.em.fork().nativeDelete(ShoppingCart, { isPurchased: false, isExpress, updatedAt: { $lt: changedBefore } });
  return [
    {
      name: 'cart.abandoned-carts',
      cron: '23 3 * * *',
      retention: `carts not changed for ${CART_COOKIE_DAYS} days`,
      run: async () => ({ removed: await remove(false, cleanupCutoffs(new Date()).abandonedCarts) }),
    },
    {
      name: 'cart.orphaned-express-carts',
      cron: '7 * * * *',
      retention: `express carts not changed for ${EXPRESS_CART_HOURS} hours`,
      run: async () => ({ removed: await remove(true, cleanupCutoffs(new Date()).orphanedExpressCarts) }),
    },
  ];
}
