import { fractionDigits, MAX_PRICE_MINOR, toDecimalString } from './money.ts';
import type { ProductTypeName } from './product-type.ts';

/**
 * The rules of a product as an owner writes it, shared by the dashboard's form (which shows the
 * problems beside each field before sending) and the catalog (which refuses the same input, so a
 * partner's call meets the same rules). Field paths are relative to the product input.
 */

export type BillingUnit = 'WEEK' | 'MONTH' | 'YEAR';

export interface SubscriptionPlan {
  billingPeriod: { value: number; unit: BillingUnit };
  /** 0 means the subscription renews until it is cancelled. */
  numBillingCycles: number;
}

export interface VariantDraft {
  sku: string;
  priceMinor: number;
  salePriceMinor: number;
  /** Grams; left out, 0. */
  weightGrams?: number;
  onSale: boolean;
  /** Option name to value. */
  attributes: Readonly<Record<string, string>>;
  qtyInStock: number;
  unlimited: boolean;
}

export interface ProductDraft {
  productType: ProductTypeName;
  /** The store's currency, which prices are in. */
  currency: string;
  title: string;
  variantOptionOrdering: readonly string[];
  isSubscribable: boolean;
  subscriptionPlan: SubscriptionPlan | null;
  useCustomAddButtonText: boolean;
  customAddButtonText: string | null;
  variants: readonly VariantDraft[];
}

/** Every code a product problem may have (the catalog subgraph's SDL enum holds each one). */
export type ProductProblemCode =
  | 'TITLE_REQUIRED'
  | 'TITLE_TOO_LONG'
  | 'BUTTON_TEXT_REQUIRED'
  | 'BUTTON_TEXT_TOO_LONG'
  | 'OPTIONS_REQUIRED'
  | 'TOO_MANY_OPTIONS'
  | 'OPTION_NAME_REQUIRED'
  | 'OPTION_NAME_TOO_LONG'
  | 'OPTION_NAME_REPEATED'
  | 'OPTION_UNKNOWN'
  | 'OPTION_VALUE_REQUIRED'
  | 'OPTION_VALUE_TOO_LONG'
  | 'COMBINATION_REPEATED'
  | 'VARIANTS_REQUIRED'
  | 'TOO_MANY_VARIANTS'
  | 'SKU_REQUIRED'
  | 'SKU_INVALID'
  | 'SKU_REPEATED'
  | 'PRICE_INVALID'
  | 'SALE_PRICE_NOT_LOWER'
  | 'DIGITAL_ONE_PRICE'
  | 'STOCK_INVALID'
  | 'WEIGHT_INVALID'
  | 'NOT_SUBSCRIBABLE'
  | 'PLAN_REQUIRED'
  | 'PERIOD_INVALID'
  | 'CYCLES_INVALID';

export interface FieldProblem {
  field: string[];
  message: string;
  code: ProductProblemCode;
}

export const PRODUCT_LIMITS = {
  titleLength: 200,
  variants: 250,
  options: 6,
  optionNameLength: 30,
  optionValueLength: 50,
  skuLength: 64,
  maxStock: 1_000_000,
  maxWeightGrams: 1_000_000,
  addButtonTextLength: 40,
  maxBillingCycles: 999,
} as const;

/** The longest billing period of each unit: a year at most. */
export const MAX_BILLING_PERIOD: Record<BillingUnit, number> = { WEEK: 52, MONTH: 12, YEAR: 1 };

/** Product types that may be sold as subscriptions (SPEC section 3). */
export const SUBSCRIBABLE_TYPES: readonly ProductTypeName[] = ['PHYSICAL', 'SERVICE'];

const SKU_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

const problem = (field: (string | number)[], code: ProductProblemCode, message: string): FieldProblem => ({
  field: field.map(String),
  code,
  message,
});

/**
 * A price typed by an owner, in the currency's minor units; a message when it is not one. A point
 * or a comma is the decimal mark when one or two digits follow it, and a group mark when three do
 * ("1,299.00", "1.299,00", "1 299,00", "1,500" yen); no currency has three fraction digits.
 */
export function parsePriceInput(text: string, currency: string): { minor: number } | { message: string } {
  const digits = fractionDigits(currency);
  const refusal = { message: `Enter a price such as ${digits === 0 ? '1500' : '15.00'}.` };
  const cleaned = text.trim().replace(/[\s\u00a0\u202f']/g, '');
  const match = /^(\d+(?:[.,]\d{3})*)(?:[.,](\d{1,2}))?$/.exec(cleaned);
  if (!match) return refusal;
  const whole = match[1]!.replace(/[.,]/g, '');
  const fraction = match[2] ?? '';
  // One kind of mark for groups, the other for the fraction: "1,299,50" is no amount.
  const groupMarks = new Set(match[1]!.match(/[.,]/g) ?? []);
  const decimalMark = cleaned.slice(match[1]!.length, match[1]!.length + 1);
  if (groupMarks.size > 1 || (decimalMark && groupMarks.has(decimalMark))) return refusal;
  if (fraction.length > digits)
    return {
      message: digits === 0 ? 'This currency has no cents: enter a whole amount such as 1500.' : refusal.message,
    };
  const minor = Number(whole + fraction.padEnd(digits, '0'));
  if (!Number.isSafeInteger(minor) || minor > MAX_PRICE_MINOR)
    return { message: `A price may be at most ${toDecimalString(MAX_PRICE_MINOR, currency)}.` };
  return { minor };
}

/** A stock level typed by an owner: a whole number from 0, or "unlimited" (any case). */
export function parseStockInput(text: string): { qtyInStock: number; unlimited: boolean } | { message: string } {
  const cleaned = text.trim();
  if (/^unlimited$|^∞$/i.test(cleaned)) return { qtyInStock: 0, unlimited: true };
  if (!/^\d+$/.test(cleaned)) return { message: 'Enter a whole number of items, or “unlimited”.' };
  const qtyInStock = Number(cleaned);
  if (qtyInStock > PRODUCT_LIMITS.maxStock)
    return { message: `Stock may be at most ${PRODUCT_LIMITS.maxStock.toLocaleString('en-US')}.` };
  return { qtyInStock, unlimited: false };
}

/**
 * A title: something besides spaces, at most 200 characters once trimmed. Products, posts and pages
 * are titled by this one rule (the catalog asks it of posts and pages too).
 */
export function titleProblem(title: string): FieldProblem | undefined {
  const trimmed = title.trim();
  if (!trimmed) return problem(['title'], 'TITLE_REQUIRED', 'A title is required.');
  if (trimmed.length > PRODUCT_LIMITS.titleLength)
    return problem(['title'], 'TITLE_TOO_LONG', `A title may be at most ${PRODUCT_LIMITS.titleLength} characters.`);
  return undefined;
}

/**
 * A variant's price and sale price: whole minor units from 0 to the largest price, the sale price
 * below the price while on sale. Also the rule of the owner's price changes in bulk (the inventory
 * table, a CSV import), which the catalog checks with it.
 */
export function priceProblems(
  prices: Pick<VariantDraft, 'priceMinor' | 'salePriceMinor' | 'onSale'>,
  currency: string,
): FieldProblem[] {
  const most = toDecimalString(MAX_PRICE_MINOR, currency);
  const valid = (minor: number) => Number.isSafeInteger(minor) && minor >= 0 && minor <= MAX_PRICE_MINOR;
  const problems: FieldProblem[] = [];
  if (!valid(prices.priceMinor))
    problems.push(problem(['price'], 'PRICE_INVALID', `A price is an amount from 0 up to ${most}.`));
  if (!valid(prices.salePriceMinor))
    problems.push(problem(['salePrice'], 'PRICE_INVALID', `A sale price is an amount from 0 up to ${most}.`));
  else if (prices.onSale && prices.salePriceMinor >= prices.priceMinor)
    problems.push(problem(['salePrice'], 'SALE_PRICE_NOT_LOWER', 'A sale price must be lower than the price.'));
  return problems;
}

function checkVariant(draft: ProductDraft, variant: VariantDraft, index: number): FieldProblem[] {
  const at = ['variants', index];
  const problems: FieldProblem[] = [];
  const sku = variant.sku.trim();
  if (!sku) problems.push(problem([...at, 'sku'], 'SKU_REQUIRED', 'Each variant needs a SKU.'));
  else if (sku.length > PRODUCT_LIMITS.skuLength || !SKU_PATTERN.test(sku))
    problems.push(
      problem(
        [...at, 'sku'],
        'SKU_INVALID',
        `A SKU uses letters, digits, dots, hyphens and underscores, at most ${PRODUCT_LIMITS.skuLength}.`,
      ),
    );
  problems.push(
    ...priceProblems(variant, draft.currency).map((p) => ({ ...p, field: [...at.map(String), ...p.field] })),
  );
  const weight = variant.weightGrams ?? 0;
  if (!Number.isSafeInteger(weight) || weight < 0 || weight > PRODUCT_LIMITS.maxWeightGrams) {
    problems.push(
      problem(
        [...at, 'weightGrams'],
        'WEIGHT_INVALID',
        `A weight is a whole number of grams from 0 to ${PRODUCT_LIMITS.maxWeightGrams.toLocaleString('en-US')}.`,
      ),
    );
  }
  if (
    !variant.unlimited &&
    (!Number.isSafeInteger(variant.qtyInStock) ||
      variant.qtyInStock < 0 ||
      variant.qtyInStock > PRODUCT_LIMITS.maxStock)
  ) {
    problems.push(
      problem(
        [...at, 'qtyInStock'],
        'STOCK_INVALID',
        `Stock is a whole number from 0 to ${PRODUCT_LIMITS.maxStock.toLocaleString('en-US')}, or unlimited.`,
      ),
    );
  }
  const names = Object.keys(variant.attributes);
  for (const option of draft.variantOptionOrdering) {
    const value = (variant.attributes[option] ?? '').trim();
    if (!value)
      problems.push(
        problem(
          [...at, 'attributes', option],
          'OPTION_VALUE_REQUIRED',
          `Choose a value of ${option} for this variant.`,
        ),
      );
    else if (value.length > PRODUCT_LIMITS.optionValueLength)
      problems.push(
        problem(
          [...at, 'attributes', option],
          'OPTION_VALUE_TOO_LONG',
          `An option value may be at most ${PRODUCT_LIMITS.optionValueLength} characters.`,
        ),
      );
  }
  const unknown = names.find((name) => !draft.variantOptionOrdering.includes(name));
  if (unknown !== undefined)
    problems.push(
      problem([...at, 'attributes', unknown], 'OPTION_UNKNOWN', `“${unknown}” is not an option of this product.`),
    );
  return problems;
}

function checkOptions(draft: ProductDraft): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const options = draft.variantOptionOrdering;
  if (options.length > PRODUCT_LIMITS.options)
    problems.push(
      problem(
        ['variantOptionOrdering'],
        'TOO_MANY_OPTIONS',
        `A product may have at most ${PRODUCT_LIMITS.options} options.`,
      ),
    );
  options.forEach((name, index) => {
    if (!name.trim())
      problems.push(
        problem(['variantOptionOrdering', index], 'OPTION_NAME_REQUIRED', 'An option needs a name, such as Size.'),
      );
    else if (name.length > PRODUCT_LIMITS.optionNameLength)
      problems.push(
        problem(
          ['variantOptionOrdering', index],
          'OPTION_NAME_TOO_LONG',
          `An option name may be at most ${PRODUCT_LIMITS.optionNameLength} characters.`,
        ),
      );
    else if (options.indexOf(name) !== index)
      problems.push(
        problem(['variantOptionOrdering', index], 'OPTION_NAME_REPEATED', `The option ${name} is named twice.`),
      );
  });
  return problems;
}

function checkVariantSet(draft: ProductDraft): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const { variants } = draft;
  if (variants.length === 0)
    return [problem(['variants'], 'VARIANTS_REQUIRED', 'A product needs at least one variant with a price.')];
  if (variants.length > PRODUCT_LIMITS.variants)
    return [
      problem(['variants'], 'TOO_MANY_VARIANTS', `A product may have at most ${PRODUCT_LIMITS.variants} variants.`),
    ];
  if (draft.productType === 'DIGITAL' && (variants.length > 1 || draft.variantOptionOrdering.length > 0)) {
    return [
      problem(
        ['variants'],
        'DIGITAL_ONE_PRICE',
        'A digital product is sold at one price: it has one variant and no options.',
      ),
    ];
  }
  if (variants.length > 1 && draft.variantOptionOrdering.length === 0)
    problems.push(
      problem(
        ['variantOptionOrdering'],
        'OPTIONS_REQUIRED',
        'Variants differ by their options: add an option, such as Size.',
      ),
    );
  const skus = new Map<string, number>();
  const combinations = new Map<string, number>();
  variants.forEach((variant, index) => {
    const sku = variant.sku.trim().toLowerCase();
    if (sku && skus.has(sku))
      problems.push(
        problem(
          ['variants', index, 'sku'],
          'SKU_REPEATED',
          `Another variant already has the SKU ${variant.sku.trim()}.`,
        ),
      );
    else if (sku) skus.set(sku, index);
    const key = JSON.stringify(draft.variantOptionOrdering.map((name) => (variant.attributes[name] ?? '').trim()));
    if (draft.variantOptionOrdering.length && combinations.has(key))
      problems.push(problem(['variants', index], 'COMBINATION_REPEATED', 'Another variant has the same options.'));
    else combinations.set(key, index);
  });
  return problems;
}

function checkSubscription(draft: ProductDraft): FieldProblem[] {
  if (!draft.isSubscribable) return [];
  if (!SUBSCRIBABLE_TYPES.includes(draft.productType))
    return [
      problem(
        ['isSubscribable'],
        'NOT_SUBSCRIBABLE',
        'Only physical products and services can be sold as subscriptions.',
      ),
    ];
  const plan = draft.subscriptionPlan;
  if (!plan) return [problem(['subscriptionPlan'], 'PLAN_REQUIRED', 'A subscription needs a billing period.')];
  const problems: FieldProblem[] = [];
  const { value, unit } = plan.billingPeriod;
  const max = MAX_BILLING_PERIOD[unit];
  if (max === undefined)
    problems.push(
      problem(['subscriptionPlan', 'billingPeriod', 'unit'], 'PERIOD_INVALID', 'Bill every week, month or year.'),
    );
  else if (!Number.isSafeInteger(value) || value < 1 || value > max)
    problems.push(
      problem(
        ['subscriptionPlan', 'billingPeriod', 'value'],
        'PERIOD_INVALID',
        `Bill every 1 to ${max} ${unit.toLowerCase()}${max > 1 ? 's' : ''}.`,
      ),
    );
  if (
    !Number.isSafeInteger(plan.numBillingCycles) ||
    plan.numBillingCycles < 0 ||
    plan.numBillingCycles > PRODUCT_LIMITS.maxBillingCycles
  ) {
    problems.push(
      problem(
        ['subscriptionPlan', 'numBillingCycles'],
        'CYCLES_INVALID',
        `Billing cycles are a whole number from 1 to ${PRODUCT_LIMITS.maxBillingCycles}, or 0 until cancelled.`,
      ),
    );
  }
  return problems;
}

/** Every problem of a product draft, in the order of the form; empty when it may be saved. */
export function checkProductDraft(draft: ProductDraft): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const title = titleProblem(draft.title);
  if (title) problems.push(title);
  if (draft.useCustomAddButtonText) {
    const text = (draft.customAddButtonText ?? '').trim();
    if (!text)
      problems.push(
        problem(['customAddButtonText'], 'BUTTON_TEXT_REQUIRED', 'Write the button’s text, or use the default.'),
      );
    else if (text.length > PRODUCT_LIMITS.addButtonTextLength)
      problems.push(
        problem(
          ['customAddButtonText'],
          'BUTTON_TEXT_TOO_LONG',
          `A button’s text may be at most ${PRODUCT_LIMITS.addButtonTextLength} characters.`,
        ),
      );
  }
  problems.push(...checkOptions(draft), ...checkVariantSet(draft));
  draft.variants
    .slice(0, PRODUCT_LIMITS.variants)
    .forEach((variant, index) => problems.push(...checkVariant(draft, variant, index)));
  problems.push(...checkSubscription(draft));
  return problems;
}
