import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { failed, ok, type Outcome } from '@atelier/platform';
import { Product } from '../entities/product.ts';
import { Variant } from '../entities/variant.ts';
import { copyAddress } from '../domain/url-id.ts';
import { refuse } from '../errors.ts';
import type { CatalogErrorCode } from '../generated/resolvers-types.ts';
import { flushProduct, productEventData } from './save-product.ts';
import { refreshShopCategories } from './shop-categories.ts';
import { productRecord, type ProductRecord } from './product-records.ts';
import { productPlanRefusal, withProductPlace } from './plan-gates.ts';
import type { Context } from '../context.ts';

const notFound = () => refuse('NOT_FOUND', ['id'], { of: 'product' });

type ProductChange = Outcome<ProductRecord | null, CatalogErrorCode>;

/**
 * A copy of one of the site's products (variants, images, settings), titled "… (copy)", last in its
 * shop: one more listed product, within the plan's limit and features.
 */
export async function duplicateProduct(
  ctx: Pick<Context, 'em' | 'plans'>,
  siteId: string,
  id: string,
): Promise<ProductChange> {
  const original = await ctx.em.findOne(Product, { id, websiteId: siteId }, { populate: ['variants'] });
  if (!original) return notFound();
  const gated = await productPlanRefusal(ctx, siteId, original, null);
  if (gated) return gated;
  // The record is read once the place's transaction has committed.
  const copied = await withProductPlace(ctx, siteId, (em) => copyOf(em, original));
  return copied.ok ? ok(await productRecord(ctx.em, copied.value)) : copied;
}

async function copyOf(em: EntityManager, original: Product): Promise<Outcome<string, CatalogErrorCode>> {
  const taken = new Set(
    (await em.find(Product, { collectionId: original.collectionId }, { fields: ['urlId'] })).map((p) => p.urlId),
  );
  const { id: _id, variants, version: _v, createdAt: _c, updatedAt: _u, ...fields } = original;
  const copy = em.create(Product, {
    ...fields,
    id: `prod_${randomUUID()}`,
    title: `${original.title} (copy)`.slice(0, 200),
    urlId: copyAddress(original.urlId, taken),
    position: await em.count(Product, { collectionId: original.collectionId }),
  });
  for (const variant of variants) {
    em.create(Variant, {
      id: `var_${randomUUID()}`,
      product: copy,
      sku: variant.sku,
      priceCents: variant.priceCents,
      salePriceCents: variant.salePriceCents,
      onSale: variant.onSale,
      attributes: { ...variant.attributes },
      mainImageId: variant.mainImageId,
      position: variant.position,
    });
  }
  const failure = await flushProduct(em);
  if (failure) return failed([failure]);
  await refreshShopCategories(em, [copy.collectionId]);
  return ok(copy.id);
}

/**
 * Takes a product off the storefront and out of new carts, or brings it back (one more listed
 * product, within the plan's limit and features); its shop's categories follow.
 */
export async function archiveProduct(
  ctx: Pick<Context, 'em' | 'plans'>,
  siteId: string,
  id: string,
  archived: boolean,
): Promise<ProductChange> {
  const product = await ctx.em.findOne(Product, { id, websiteId: siteId });
  if (!product) return notFound();
  if (archived || !product.archivedAt) {
    const set = await setArchived(ctx.em, product, archived);
    return set.ok ? ok(await productRecord(ctx.em, product.id)) : set;
  }
  const gated = await productPlanRefusal(ctx, siteId, product, null);
  if (gated) return gated;
  const listed = await withProductPlace(ctx, siteId, async (em) =>
    setArchived(em, await em.findOneOrFail(Product, { id: product.id }), archived),
  );
  return listed.ok ? ok(await productRecord(ctx.em, product.id)) : listed;
}

async function setArchived(
  em: EntityManager,
  product: Product,
  archived: boolean,
): Promise<Outcome<string, CatalogErrorCode>> {
  product.archivedAt = archived ? new Date() : null;
  product.updatedAt = new Date();
  const failure = await flushProduct(
    em,
    archived ? [{ siteId: product.websiteId, type: 'product.archived', data: productEventData(product) }] : [],
  );
  if (failure) return failed([failure]);
  await refreshShopCategories(em, [product.collectionId]);
  return ok(product.id);
}
