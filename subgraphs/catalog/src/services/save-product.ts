import { randomUUID } from 'node:crypto';
import { OptimisticLockError, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  failed,
  flushWithWebhookEvents,
  ok,
  type FieldPath,
  type Outcome,
  type WebhookEventDraft,
} from '@atelier/platform';
import { Collection } from '../entities/collection.ts';
import { Image } from '../entities/image.ts';
import { Product } from '../entities/product.ts';
import { Variant } from '../entities/variant.ts';
import type { Website } from '../entities/website.ts';
import { bodyFromEditor } from '../domain/rich-text.ts';
import { checkProductInput, planOf, productUrlIdOf } from '../domain/product-draft.ts';
import { cleanLabels } from '../domain/labels.ts';
import { cleanSeoText } from '@atelier/site';
import { refreshShopCategories } from './shop-categories.ts';
import { productPlanRefusal } from './plan-gates.ts';
import type { CatalogErrorCode, ProductInput } from '../generated/resolvers-types.ts';
import type { Context } from '../context.ts';
import { ADDRESS_TAKEN, addressClashFilter } from '../domain/address-taken.ts';
import { refuse, userError, type CatalogUserError } from '../errors.ts';

/** Someone saved the product since its editor read it (at the input's version, or the whole input of a change in bulk). */
export const versionConflict = (field: FieldPath = ['input', 'version']) => userError('VERSION_CONFLICT', field);

/**
 * Flushes, with the webhook events the change makes in the same transaction; the refusal when
 * another save won the version or the address in the same moment (and then no event is kept).
 */
export async function flushProduct(
  em: EntityManager,
  events: readonly WebhookEventDraft[] = [],
): Promise<CatalogUserError | undefined> {
  try {
    await flushWithWebhookEvents(em, events);
    return undefined;
  } catch (error) {
    if (error instanceof OptimisticLockError) return versionConflict();
    if (error instanceof UniqueConstraintViolationException) return ADDRESS_TAKEN.product;
    throw error;
  }
}

/**
 * Creates or changes a product of the owner's site. Every rule is checked first; then the product
 * and its variants are written in one flush (one transaction), on the condition that its version is
 * still the one the owner read.
 */
export async function saveProduct(
  ctx: Context,
  site: Website,
  input: ProductInput,
): Promise<Outcome<Product, CatalogErrorCode>> {
  const checked = checkProductInput(input, site.selectedCurrency);
  if (!checked.ok) return checked;
  const collection = await ctx.em.findOne(Collection, { id: input.collectionId, websiteId: site.id, type: 'products' });
  if (!collection) return refuse('NOT_FOUND', ['input', 'collectionId'], { of: 'shop' });
  const imageIds = input.imageIds ?? [];
  if (
    imageIds.length &&
    (await ctx.em.count(Image, { id: { $in: imageIds }, websiteId: site.id })) !== imageIds.length
  ) {
    return refuse('IMAGE_NOT_FOUND', ['input', 'imageIds'], { of: 'product' });
  }
  const existing = input.id
    ? await ctx.em.findOne(Product, { id: input.id, websiteId: site.id }, { populate: ['variants'] })
    : null;
  if (input.id && !existing) return refuse('NOT_FOUND', ['input', 'id'], { of: 'product' });
  if (existing && existing.version !== input.version) return failed([versionConflict()]);
  const gated = await productPlanRefusal(
    ctx,
    site.id,
    { productType: input.productType, isSubscribable: input.isSubscribable ?? false },
    existing,
  );
  if (gated) return gated;
  const current = new Map(existing?.variants.getItems().map((v) => [v.id, v]));
  const previousCollection = existing?.collectionId;
  const strangers = input.variants.flatMap((v, index) =>
    v.id && !current.has(v.id)
      ? [userError('NOT_FOUND', ['input', 'variants', index, 'id'], { of: 'variantOfProduct' })]
      : [],
  );
  if (strangers.length) return failed(strangers);
  const urlId = productUrlIdOf(input);
  if (await ctx.em.findOne(Product, addressClashFilter({ collectionId: collection.id }, urlId, existing?.id)))
    return failed([ADDRESS_TAKEN.product]);

  const values = {
    collectionId: collection.id,
    productType: input.productType,
    title: input.title.trim(),
    urlId,
    excerpt: (input.excerpt ?? '').trim(),
    body: bodyFromEditor(input.body ?? ''),
    variantOptionOrdering: (input.variantOptionOrdering ?? []).map((name) => name.trim()),
    isSubscribable: input.isSubscribable ?? false,
    subscriptionPlan: input.isSubscribable && input.subscriptionPlan ? planOf(input.subscriptionPlan) : null,
    additionalFieldsFormId: input.additionalFieldsFormId ?? null,
    useCustomAddButtonText: input.useCustomAddButtonText ?? false,
    customAddButtonText: input.useCustomAddButtonText ? (input.customAddButtonText ?? '').trim() : null,
    imageIds,
    categories: cleanLabels(input.categories) ?? [],
    seoTitle: cleanSeoText(input.seoTitle),
    seoDescription: cleanSeoText(input.seoDescription),
    // Left out (a partner's save that predates the mark), the stored mark stays.
    ...(input.featured == null ? {} : { featured: input.featured }),
    updatedAt: new Date(),
    ...(input.merchandising
      ? {
          merchandising: {
            scarcityEnabled: input.merchandising.scarcityEnabled,
            scarcityText: (input.merchandising.scarcityText ?? '').trim(),
            scarcityShownByDefault: input.merchandising.scarcityShownByDefault ?? false,
            scarcityTemplateViews: input.merchandising.scarcityTemplateViews ?? [],
          },
        }
      : {}),
  };
  const product =
    existing ??
    ctx.em.create(Product, {
      id: `prod_${randomUUID()}`,
      websiteId: site.id,
      currency: site.selectedCurrency,
      position: await ctx.em.count(Product, { collectionId: collection.id }),
      ...values,
    });
  if (existing) Object.assign(existing, values);

  const kept = new Set(input.variants.flatMap((v) => (v.id ? [v.id] : [])));
  for (const variant of current.values()) if (!kept.has(variant.id)) ctx.em.remove(variant);
  input.variants.forEach((v, position) => {
    const fields = {
      sku: v.sku.trim(),
      priceCents: v.price,
      salePriceCents: v.salePrice ?? 0,
      onSale: v.onSale ?? false,
      attributes: Object.fromEntries(
        values.variantOptionOrdering.map((name) => [
          name,
          (v.attributes ?? []).find((a) => a.name.trim() === name)?.value.trim() ?? '',
        ]),
      ),
      mainImageId: v.mainImageId ?? null,
      weightGrams: v.weightGrams ?? 0,
      position,
    };
    const variant = v.id
      ? current.get(v.id)!
      : ctx.em.create(Variant, { id: `var_${randomUUID()}`, product, ...fields });
    Object.assign(variant, fields);
  });
  const failure = await flushProduct(ctx.em, [
    { siteId: site.id, type: existing ? 'product.updated' : 'product.created', data: productEventData(product) },
  ]);
  if (failure) return failed([failure]);
  await refreshShopCategories(ctx.em, [
    collection.id,
    ...(existing && previousCollection !== collection.id ? [previousCollection!] : []),
  ]);
  return ok(product);
}

/** What a product's webhook events tell of it: its ids, title, address and variants' prices. */
export const productEventData = (product: Product) => ({
  productId: product.id,
  collectionId: product.collectionId,
  title: product.title,
  urlId: product.urlId,
  archived: Boolean(product.archivedAt),
  variants: product.variants.isInitialized()
    ? product.variants.getItems().map((variant) => ({ id: variant.id, sku: variant.sku, price: variant.priceCents }))
    : [],
});
