import { checkProductDraft, type ProductDraft, type SubscriptionPlan } from '@atelier/commerce';
import { failed, ok, type Outcome } from '@atelier/platform';
import { userError, type CatalogUserError } from '../errors.ts';
import { checkUrlId, urlIdFrom } from './url-id.ts';
import { checkLabels } from './labels.ts';
import { seoOfInput } from './seo-input.ts';
import type { CatalogErrorCode, ProductInput } from '../generated/resolvers-types.ts';

export const MAX_EXCERPT = 1000;
export const MAX_BODY = 100_000;
export const MAX_IMAGES = 20;
export const MAX_SCARCITY_TEXT = 200;
const FORM_ID = /^[A-Za-z0-9_-]{1,64}$/;
const VIEWS = new Set(['detail', 'list']);

/** A product input as the shared rules read it (stock is the cart's: it is set apart). */
export function draftOf(input: ProductInput, currency: string): ProductDraft {
  return {
    productType: input.productType,
    currency,
    title: input.title,
    variantOptionOrdering: input.variantOptionOrdering ?? [],
    isSubscribable: input.isSubscribable ?? false,
    subscriptionPlan: input.subscriptionPlan ? planOf(input.subscriptionPlan) : null,
    useCustomAddButtonText: input.useCustomAddButtonText ?? false,
    customAddButtonText: input.customAddButtonText ?? null,
    variants: input.variants.map((v) => ({
      sku: v.sku,
      priceMinor: v.price,
      salePriceMinor: v.salePrice ?? 0,
      onSale: v.onSale ?? false,
      weightGrams: v.weightGrams ?? 0,
      attributes: Object.fromEntries((v.attributes ?? []).map((a) => [a.name, a.value])),
      qtyInStock: 0,
      unlimited: true,
    })),
  };
}

export function planOf(plan: NonNullable<ProductInput['subscriptionPlan']>): SubscriptionPlan {
  return {
    billingPeriod: { value: plan.billingPeriod.value, unit: plan.billingPeriod.unit },
    numBillingCycles: plan.numBillingCycles,
  };
}

/** The address a product takes: the one given, else one made from its title. */
export const productUrlIdOf = (input: Pick<ProductInput, 'urlId' | 'title'>) =>
  input.urlId?.trim() || urlIdFrom(input.title) || 'product';

/**
 * Every problem of a product input: the shared rules, then what only the catalog knows to ask
 * (address, excerpt, body size, images, form id, scarcity settings). Fields are paths in `input`.
 */
export function checkProductInput(input: ProductInput, currency: string): Outcome<void, CatalogErrorCode> {
  const errors: CatalogUserError[] = checkProductDraft(draftOf(input, currency)).map((problem) =>
    userError(problem.code, ['input', ...problem.field], problem),
  );
  const failing = (outcome: Outcome<unknown, CatalogErrorCode>) => (outcome.ok ? [] : outcome.errors);
  if (input.id && input.version == null) errors.push(userError('VERSION_REQUIRED', ['input', 'version']));
  errors.push(...failing(checkUrlId(productUrlIdOf(input))));
  if ((input.excerpt ?? '').length > MAX_EXCERPT)
    errors.push(userError('EXCERPT_TOO_LONG', ['input', 'excerpt'], { max: MAX_EXCERPT }));
  if ((input.body ?? '').length > MAX_BODY)
    errors.push(userError('BODY_TOO_LONG', ['input', 'body'], { max: MAX_BODY }));
  errors.push(...failing(checkLabels(input.categories, 'categories')));
  const images = input.imageIds ?? [];
  if (images.length > MAX_IMAGES) errors.push(userError('TOO_MANY_IMAGES', ['input', 'imageIds'], { max: MAX_IMAGES }));
  if (new Set(images).size !== images.length) errors.push(userError('IMAGE_REPEATED', ['input', 'imageIds']));
  input.variants.forEach((v, index) => {
    if (v.mainImageId && !images.includes(v.mainImageId))
      errors.push(userError('IMAGE_NOT_OF_PRODUCT', ['input', 'variants', index, 'mainImageId']));
  });
  if (input.additionalFieldsFormId != null && !FORM_ID.test(input.additionalFieldsFormId))
    errors.push(userError('FORM_INVALID', ['input', 'additionalFieldsFormId']));
  const m = input.merchandising;
  if (m) {
    if ((m.scarcityText ?? '').length > MAX_SCARCITY_TEXT)
      errors.push(
        userError('SCARCITY_TEXT_TOO_LONG', ['input', 'merchandising', 'scarcityText'], { max: MAX_SCARCITY_TEXT }),
      );
    if ((m.scarcityTemplateViews ?? []).some((view) => !VIEWS.has(view)))
      errors.push(userError('VIEW_INVALID', ['input', 'merchandising', 'scarcityTemplateViews']));
  }
  errors.push(...failing(seoOfInput(input)));
  return errors.length ? failed(errors) : ok(undefined);
}
