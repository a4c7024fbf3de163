import { checkProductDraft, type ProductDraft, type SubscriptionPlan } from '@atelier/commerce';
import { checkSeoText } from '@atelier/site';
import { checkUrlId, urlIdFrom } from './url-id.ts';
import { checkLabels } from './labels.ts';
import type { CatalogErrorCode, ProductInput } from '../generated/resolvers-types.ts';

export const MAX_EXCERPT = 1000;
export const MAX_BODY = 100_000;
export const MAX_IMAGES = 20;
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
  return { billingPeriod: { value: plan.billingPeriod.value, unit: plan.billingPeriod.unit }, numBillingCycles: plan.numBillingCycles };
}

/** The address a product takes: the one given, else one made from its title. */
export const productUrlIdOf = (input: Pick<ProductInput, 'urlId' | 'title'>) => input.urlId?.trim() || urlIdFrom(input.title) || 'product';

/**
 * Every problem of a product input: the shared rules, then what only the catalog knows to ask
 * (address, excerpt, body size, images, form id, scarcity settings). Fields are paths in `input`.
 */
export function checkProductInput(input: ProductInput, currency: string): { field: string[]; code: CatalogErrorCode; message: string }[] {
  const problems = checkProductDraft(draftOf(input, currency)).map((p): { field: string[]; code: CatalogErrorCode; message: string } => ({ ...p, field: ['input', ...p.field] }));
  const add = (field: (string | number)[], code: CatalogErrorCode, message: string) => problems.push({ field: ['input', ...field.map(String)], code, message });
  if (input.id && input.version == null) add(['version'], 'VERSION_REQUIRED', 'Say which version of the product you changed.');
  const urlError = checkUrlId(productUrlIdOf(input));
  if (urlError) add(['urlId'], 'URL_ID_INVALID', urlError);
  if ((input.excerpt ?? '').length > MAX_EXCERPT) add(['excerpt'], 'EXCERPT_TOO_LONG', `An excerpt may be at most ${MAX_EXCERPT} characters.`);
  if ((input.body ?? '').length > MAX_BODY) add(['body'], 'BODY_TOO_LONG', `A description may be at most ${MAX_BODY.toLocaleString('en-US')} characters.`);
  const categories = checkLabels(input.categories, 'categories');
  if (!Array.isArray(categories)) add(['categories'], categories.code, categories.message);
  const images = input.imageIds ?? [];
  if (images.length > MAX_IMAGES) add(['imageIds'], 'TOO_MANY_IMAGES', `A product may have at most ${MAX_IMAGES} images.`);
  if (new Set(images).size !== images.length) add(['imageIds'], 'IMAGE_REPEATED', 'An image is listed twice.');
  input.variants.forEach((v, index) => {
    if (v.mainImageId && !images.includes(v.mainImageId)) add(['variants', index, 'mainImageId'], 'IMAGE_NOT_OF_PRODUCT', 'A variant’s image must be one of the product’s images.');
  });
  if (input.additionalFieldsFormId != null && !FORM_ID.test(input.additionalFieldsFormId)) add(['additionalFieldsFormId'], 'FORM_INVALID', 'Choose one of the site’s forms.');
  const m = input.merchandising;
  if (m) {
    if ((m.scarcityText ?? '').length > 200) add(['merchandising', 'scarcityText'], 'SCARCITY_TEXT_TOO_LONG', 'A scarcity notice may be at most 200 characters.');
    if ((m.scarcityTemplateViews ?? []).some((view) => !VIEWS.has(view))) add(['merchandising', 'scarcityTemplateViews'], 'VIEW_INVALID', 'Show the notice on the product page (detail) or in lists (list).');
  }
  const seo = checkSeoText(input);
  if (!seo.ok) for (const problem of seo.problems) add([problem.field], problem.code, problem.message);
  return problems;
}
