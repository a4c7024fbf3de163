import { describe, expect, it } from 'vitest';
import { PAGE_TYPES, pageTypeName, pageTypeOf, showsCartPill } from './page-types.ts';

describe('page types', () => {
  it('has the codes of SPEC section 2', () => {
    expect([
      PAGE_TYPES.MAIN_CONTENT,
      PAGE_TYPES.PAGE,
      PAGE_TYPES.CONTENT_ITEM,
      PAGE_TYPES.NOT_FOUND,
      PAGE_TYPES.ERROR,
      PAGE_TYPES.SEARCH,
    ]).toEqual([1, 2, 50, 100, 101, 102]);
    expect([
      PAGE_TYPES.LOCK_SCREEN,
      PAGE_TYPES.PROTECTED_CONTENT,
      PAGE_TYPES.SHOW_CART,
      PAGE_TYPES.CHECKOUT,
      PAGE_TYPES.ORDER_RECEIVED,
    ]).toEqual([103, 105, 200, 201, 207]);
    expect([PAGE_TYPES.NEWSLETTER_UNSUBSCRIBE, PAGE_TYPES.COMMERCE_EMAIL_PREVIEW]).toEqual([300, 301]);
    expect(Object.keys(PAGE_TYPES)).toHaveLength(22);
  });

  it('reads a page type from the page and names it', () => {
    expect(pageTypeOf('103')).toBe(103);
    expect(pageTypeOf('99')).toBeUndefined();
    expect(pageTypeOf(null)).toBeUndefined();
    expect(pageTypeName(200)).toBe('SHOW_CART');
  });

  it('keeps the cart pill off the cart page only', () => {
    expect(showsCartPill(PAGE_TYPES.SHOW_CART)).toBe(false);
    expect(showsCartPill(PAGE_TYPES.MAIN_CONTENT)).toBe(true);
    expect(showsCartPill(undefined)).toBe(true);
    expect(showsCartPill(PAGE_TYPES.CHECKOUT)).toBe(true);
    expect(showsCartPill(PAGE_TYPES.CHECKOUT, true)).toBe(false);
    expect(showsCartPill(PAGE_TYPES.MAIN_CONTENT, true)).toBe(false);
  });
});
