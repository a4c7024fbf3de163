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
import { WebsiteDomain } from '../entities/website-domain.ts';
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

/** What a plan's limit counts, as the catalog keeps it: listed products, custom domains. */
const COUNTED: Readonly<Record<'products' | 'customDomains', (em: EntityManager, siteId: string) => Promise<number>>> =
  {
    products: (em, siteId) => em.count(Product, { websiteId: siteId, archivedAt: null }),
    customDomains: (em, siteId) => em.count(WebsiteDomain, { websiteId: siteId }),
  };

/**
 * Runs the making of one more of what the plan limits (a new product, a copy, one brought back from
 * the archive; a custom domain) within the limit. The count and the write share one transaction
 * that holds a lock of the site's kind, so two at once cannot both take the last place.
 */
export async function withPlanPlace<T>(
  ctx: Pick<Context, 'plans' | 'em'>,
  siteId: string,
  limit: keyof typeof COUNTED,
  work: (em: EntityManager) => Promise<Outcome<T, CatalogErrorCode>>,
): Promise<Outcome<T, CatalogErrorCode>> {
  const entitlement = await ctx.plans.entitlementOf(siteId);
  if (limitOf(limit, entitlement) === null) return work(ctx.em);
  return ctx.em.transactional(async (em) => {
    await em.execute(`select pg_advisory_xact_lock(hashtext(?))`, [`catalog.${limit}:${siteId}`]);
    if (!fitsLimit(limit, entitlement, await COUNTED[limit](em, siteId)))
      return refuse('PLAN_LIMIT_REACHED', LIMIT_FIELDS[limit], {
        message: limitReachedMessage(limit, limitOf(limit, entitlement)!),
      });
    return work(em);
  });
}

/** Where a limit's refusal points: the product input, the domain typed. */
const LIMIT_FIELDS: Readonly<Record<keyof typeof COUNTED, string[]>> = {
  products: ['input'],
  customDomains: ['domain'],
};

/** One more listed product (a new one, a copy, one brought back from the archive), within the plan's limit. */
export const withProductPlace = <T>(
  ctx: Pick<Context, 'plans' | 'em'>,
  siteId: string,
  work: (em: EntityManager) => Promise<Outcome<T, CatalogErrorCode>>,
) => withPlanPlace(ctx, siteId, 'products', work);
