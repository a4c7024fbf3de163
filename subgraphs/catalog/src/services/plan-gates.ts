import type { EntityManager } from '@mikro-orm/postgresql';
import {
  featureGatedMessage,
  featuresToSell,
  fitsLimit,
  isFeatureGated,
  limitOf,
  limitReachedMessage,
} from '@atelier/billing';
import type { Outcome, Failure } from '@atelier/platform';
import { Product } from '../entities/product.ts';
import { refuse } from '../errors.ts';
import type { CatalogErrorCode } from '../generated/resolvers-types.ts';
import type { Context } from '../context.ts';

/** What a product needs of the plan: its type and whether it is sold as a subscription. */
export interface GatedProduct {
  productType: string;
  isSubscribable: boolean;
}

/**
 * Why the site's plan refuses this product (SPEC section 6): a feature it newly uses that the plan
 * does not enable. What the product used before is not refused again: a site that lost a feature
 * keeps what it made, and may edit it.
 */
export async function productPlanRefusal(
  ctx: Pick<Context, 'plans'>,
  siteId: string,
  product: GatedProduct,
  before: GatedProduct | null,
): Promise<Failure<CatalogErrorCode> | null> {
  const had = new Set(before ? featuresToSell(before) : []);
  const needed = featuresToSell(product).filter((feature) => !had.has(feature));
  if (!needed.length) return null;
  const entitlement = await ctx.plans.entitlementOf(siteId);
  const gated = needed.find((feature) => isFeatureGated(feature, entitlement));
  if (!gated) return null;
  const field = gated === 'GIFT_CARDS' ? ['input', 'productType'] : ['input', 'isSubscribable'];
  return refuse('FEATURE_NOT_IN_PLAN', field, { message: featureGatedMessage(gated, entitlement) });
}

/**
 * Runs the making of one more listed product (a new one, a copy, one brought back from the archive)
 * within the plan's product limit. The count and the write share one transaction that holds a lock
 * of the site's products, so two at once cannot both take the last place.
 */
export async function withProductPlace<T>(
  ctx: Pick<Context, 'plans' | 'em'>,
  siteId: string,
  work: (em: EntityManager) => Promise<Outcome<T, CatalogErrorCode>>,
): Promise<Outcome<T, CatalogErrorCode>> {
  const entitlement = await ctx.plans.entitlementOf(siteId);
  if (limitOf('products', entitlement) === null) return work(ctx.em);
  return ctx.em.transactional(async (em) => {
    await em.execute(`select pg_advisory_xact_lock(hashtext(?))`, [`catalog.products:${siteId}`]);
    const listed = await em.count(Product, { websiteId: siteId, archivedAt: null });
    if (!fitsLimit('products', entitlement, listed))
      return refuse('PLAN_LIMIT_REACHED', ['input'], {
        message: limitReachedMessage('products', limitOf('products', entitlement)!),
      });
    return work(em);
  });
}
