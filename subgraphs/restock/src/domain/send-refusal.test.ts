import { describe, expect, it } from 'vitest';
import { sendRefusal, type SendFacts } from './send-refusal.ts';

const variant = (change: Partial<SendFacts> = {}, product: Partial<SendFacts['product']> = {}): SendFacts => ({
  qtyInStock: 3,
  unlimited: false,
  ...change,
  product: { id: 'prod_apron', archived: false, productType: 'PHYSICAL', ...product },
});

describe('sendRefusal', () => {
  it('lets a notice go for a variant in stock, limited or unlimited', () => {
    expect(sendRefusal('prod_apron', variant())).toBeNull();
    expect(sendRefusal('prod_apron', variant({ qtyInStock: 0, unlimited: true }))).toBeNull();
    expect(sendRefusal(null, variant({ qtyInStock: 1 }))).toBeNull();
  });
  it('refuses a variant without stock: the notice would say it is back when it is not', () => {
    expect(sendRefusal('prod_apron', variant({ qtyInStock: 0 }))).toBe('OUT_OF_STOCK');
    expect(sendRefusal('prod_apron', variant({ qtyInStock: -2 }))).toBe('OUT_OF_STOCK');
    expect(sendRefusal('prod_apron', variant({ qtyInStock: 0 }, { productType: 'SERVICE' }))).toBe('OUT_OF_STOCK');
    // A type the storefront does not sell through the cart is never in stock.
    expect(sendRefusal('prod_apron', variant({}, { productType: 'PAYWALL' }))).toBe('OUT_OF_STOCK');
  });
  it('counts digital products and gift cards as in stock, as the storefront does', () => {
    expect(sendRefusal('prod_apron', variant({ qtyInStock: 0 }, { productType: 'DIGITAL' }))).toBeNull();
    expect(sendRefusal('prod_apron', variant({ qtyInStock: 0 }, { productType: 'GIFT_CARD' }))).toBeNull();
  });
  it('does not find a variant the site does not have, or one of another product', () => {
    expect(sendRefusal('prod_apron', undefined)).toBe('NOT_FOUND');
    expect(sendRefusal('prod_apron', null)).toBe('NOT_FOUND');
    expect(sendRefusal('prod_board', variant())).toBe('NOT_FOUND');
  });
  it('refuses an archived product, which is not for sale', () => {
    expect(sendRefusal('prod_apron', variant({}, { archived: true }))).toBe('PRODUCT_ARCHIVED');
  });
});
