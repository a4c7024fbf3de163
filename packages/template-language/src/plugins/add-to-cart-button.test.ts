import { describe, expect, it } from 'vitest';
import { render } from '../test-render.ts';

const item = (qtyInStock: number, productType = 1) => ({
  id: 'p1',
  structuredContent: { productType, variants: [{ qtyInStock, unlimited: false }] },
});
const inner = (html: string) => /sqs-add-to-cart-button-inner">([^<]*)</.exec(html)?.[1];

describe('add-to-cart-btn', () => {
  it('says Add To Cart while the product can be bought', () => {
    const { output } = render('{@|add-to-cart-btn}', item(3));
    expect(inner(output)).toBe('Add To Cart');
    expect(output).not.toContain('aria-disabled');
  });
  it('says Sold Out, disabled, for a sold-out product before any script runs', () => {
    const { output } = render('{@|add-to-cart-btn}', item(0));
    expect(inner(output)).toBe('Sold Out');
    expect(output).toContain('aria-disabled="true"');
    expect(output).toContain('sold-out');
  });
  it('uses the store’s custom sold-out text, then the localized one', () => {
    expect(
      inner(
        render('{@|add-to-cart-btn}', {
          ...item(0),
          productMerchandisingContext: { p1: { customSoldOutText: 'Gone <for now>' } },
        }).output,
      ),
    ).toBe('Gone &lt;for now&gt;');
    expect(
      inner(render('{@|add-to-cart-btn}', { ...item(0), localizedStrings: { productSoldOutText: 'Épuisé' } }).output),
    ).toBe('Épuisé');
  });
  it('never calls a digital product sold out', () => {
    expect(inner(render('{@|add-to-cart-btn}', item(0, 2)).output)).toBe('Add To Cart');
  });
});

describe('add-to-cart-btn for an unknown product type', () => {
  it('counts it as sold out (SPEC section 4)', () => {
    expect(inner(render('{@|add-to-cart-btn}', item(5, 9)).output)).toBe('Sold Out');
  });
});
