import { describe, expect, it } from 'vitest';
import {
  checkProductDraft,
  parsePriceInput,
  parseStockInput,
  priceProblems,
  titleProblem,
  type ProductDraft,
  type VariantDraft,
} from './product-input.ts';

const variant = (over: Partial<VariantDraft> = {}): VariantDraft => ({
  sku: 'SKU-1',
  priceMinor: 1500,
  salePriceMinor: 0,
  onSale: false,
  attributes: {},
  qtyInStock: 3,
  unlimited: false,
  ...over,
});
const draft = (over: Partial<ProductDraft> = {}): ProductDraft => ({
  productType: 'PHYSICAL',
  currency: 'USD',
  title: 'Mug',
  variantOptionOrdering: [],
  isSubscribable: false,
  subscriptionPlan: null,
  useCustomAddButtonText: false,
  customAddButtonText: null,
  variants: [variant()],
  ...over,
});
const codes = (d: ProductDraft) => checkProductDraft(d).map((p) => `${p.field.join('.')}:${p.code}`);

describe('parsePriceInput', () => {
  it.each([
    ['15', 'USD', 1500],
    ['15.5', 'USD', 1550],
    ['15,50', 'EUR', 1550],
    ['1,299.00', 'USD', 129900],
    ['1.299,00', 'EUR', 129900],
    ['1 299,00', 'EUR', 129900],
    ['1,500', 'JPY', 1500],
    ['0', 'USD', 0],
    ['999999.99', 'USD', 99999999],
  ])('reads %s %s as %i minor units', (text, currency, minor) => {
    expect(parsePriceInput(text, currency)).toEqual({ minor });
  });

  it.each([
    ['', 'USD'],
    ['abc', 'USD'],
    ['-5', 'USD'],
    ['1.2.3', 'USD'],
    ['1,299,50', 'USD'],
    ['1.299.5', 'USD'],
    ['15.9999', 'USD'],
    ['1e3', 'USD'],
    ['$15', 'USD'],
  ])('refuses %j', (text, currency) => {
    expect(parsePriceInput(text, currency)).toEqual({ message: 'Enter a price such as 15.00.' });
  });

  it('says a yen amount has no cents, and caps the price', () => {
    expect(parsePriceInput('15.5', 'JPY')).toEqual({
      message: 'This currency has no cents: enter a whole amount such as 1500.',
    });
    expect(parsePriceInput('1000000', 'USD')).toEqual({ message: 'A price may be at most 999999.99.' });
  });
});

describe('parseStockInput', () => {
  it('reads whole numbers and unlimited', () => {
    expect(parseStockInput(' 12 ')).toEqual({ qtyInStock: 12, unlimited: false });
    expect(parseStockInput('Unlimited')).toEqual({ qtyInStock: 0, unlimited: true });
  });
  it.each(['', '-1', '2.5', 'lots', '1000001'])('refuses %j', (text) => {
    expect('message' in parseStockInput(text)).toBe(true);
  });
});

describe('titleProblem (products, posts and pages)', () => {
  it('wants something besides spaces, at most 200 characters once trimmed', () => {
    expect(titleProblem('   ')).toEqual({ field: ['title'], code: 'TITLE_REQUIRED', message: 'A title is required.' });
    expect(titleProblem(`  ${'a'.repeat(200)}  `)).toBeUndefined();
    expect(titleProblem('a'.repeat(201))).toEqual({
      field: ['title'],
      code: 'TITLE_TOO_LONG',
      message: 'A title may be at most 200 characters.',
    });
  });
});

describe('priceProblems (a variant, or a price changed in bulk)', () => {
  it('wants whole minor units up to the largest price in the currency, a sale price below the price while on sale', () => {
    expect(priceProblems({ priceMinor: 500, salePriceMinor: 400, onSale: true }, 'USD')).toEqual([]);
    expect(priceProblems({ priceMinor: 500, salePriceMinor: 500, onSale: false }, 'USD')).toEqual([]);
    expect(priceProblems({ priceMinor: -1, salePriceMinor: 1.5, onSale: false }, 'USD')).toEqual([
      { field: ['price'], code: 'PRICE_INVALID', message: 'A price is an amount from 0 up to 999999.99.' },
      { field: ['salePrice'], code: 'PRICE_INVALID', message: 'A sale price is an amount from 0 up to 999999.99.' },
    ]);
    expect(priceProblems({ priceMinor: 500, salePriceMinor: 500, onSale: true }, 'JPY')).toEqual([
      { field: ['salePrice'], code: 'SALE_PRICE_NOT_LOWER', message: 'A sale price must be lower than the price.' },
    ]);
  });
});

describe('checkProductDraft', () => {
  it('accepts a plain product', () => {
    expect(checkProductDraft(draft())).toEqual([]);
  });

  it('wants a title and a variant', () => {
    expect(codes(draft({ title: '  ', variants: [] }))).toEqual(['title:TITLE_REQUIRED', 'variants:VARIANTS_REQUIRED']);
  });

  it('checks each variant: SKU, price, sale price below price, stock', () => {
    const problems = checkProductDraft(
      draft({
        variants: [variant({ sku: 'bad sku', priceMinor: -1, salePriceMinor: 2000, onSale: true, qtyInStock: 1.5 })],
      }),
    );
    expect(problems.map((p) => p.field.join('.'))).toEqual([
      'variants.0.sku',
      'variants.0.price',
      'variants.0.salePrice',
      'variants.0.qtyInStock',
    ]);
    expect(problems[2]!.message).toBe('A sale price must be lower than the price.');
  });

  it('needs options to tell variants apart, a value of each, and no repeats', () => {
    expect(codes(draft({ variants: [variant(), variant({ sku: 'SKU-2' })] }))).toEqual([
      'variantOptionOrdering:OPTIONS_REQUIRED',
    ]);
    const sized = draft({
      variantOptionOrdering: ['Size', 'Size'],
      variants: [
        variant({ attributes: { Size: 'S' } }),
        variant({ sku: 'sku-1', attributes: { Size: 'S', Colour: 'Red' } }),
        variant({ sku: 'SKU-3', attributes: {} }),
      ],
    });
    expect(codes(sized)).toEqual([
      'variantOptionOrdering.1:OPTION_NAME_REPEATED',
      'variants.1.sku:SKU_REPEATED',
      'variants.1:COMBINATION_REPEATED',
      'variants.1.attributes.Colour:OPTION_UNKNOWN',
      'variants.2.attributes.Size:OPTION_VALUE_REQUIRED',
      'variants.2.attributes.Size:OPTION_VALUE_REQUIRED',
    ]);
  });

  it('sells a digital product at one price', () => {
    expect(
      codes(
        draft({
          productType: 'DIGITAL',
          variantOptionOrdering: ['Format'],
          variants: [variant({ attributes: { Format: 'PDF' } })],
        }),
      ),
    ).toEqual(['variants:DIGITAL_ONE_PRICE']);
  });

  it('allows subscriptions only for physical products and services, with a plan in range', () => {
    expect(codes(draft({ productType: 'DIGITAL', isSubscribable: true }))).toEqual(['isSubscribable:NOT_SUBSCRIBABLE']);
    expect(codes(draft({ isSubscribable: true }))).toEqual(['subscriptionPlan:PLAN_REQUIRED']);
    expect(
      codes(
        draft({
          isSubscribable: true,
          subscriptionPlan: { billingPeriod: { value: 13, unit: 'MONTH' }, numBillingCycles: -1 },
        }),
      ),
    ).toEqual([
      'subscriptionPlan.billingPeriod.value:PERIOD_INVALID',
      'subscriptionPlan.numBillingCycles:CYCLES_INVALID',
    ]);
    expect(
      checkProductDraft(
        draft({
          productType: 'SERVICE',
          isSubscribable: true,
          subscriptionPlan: { billingPeriod: { value: 2, unit: 'WEEK' }, numBillingCycles: 0 },
        }),
      ),
    ).toEqual([]);
  });

  it('wants custom button text when the default is not used', () => {
    expect(codes(draft({ useCustomAddButtonText: true, customAddButtonText: ' ' }))).toEqual([
      'customAddButtonText:BUTTON_TEXT_REQUIRED',
    ]);
    expect(codes(draft({ useCustomAddButtonText: true, customAddButtonText: 'x'.repeat(41) }))).toEqual([
      'customAddButtonText:BUTTON_TEXT_TOO_LONG',
    ]);
  });
});
