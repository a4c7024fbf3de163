// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { plainMoneyFormat, type MoneyFormat } from '@atelier/commerce';
import type { CartPageCartFragment } from '../../graphql/generated/storefront.ts';
import { cartViewHtml, type CartView } from './cart-view.ts';

const USD: MoneyFormat = { ...plainMoneyFormat('USD'), symbol: '$', positive: ['¤', ''], negative: ['-¤', ''] };

type Product = CartPageCartFragment['entries'][number]['product'];
const product = (id: string, title: string, more: Partial<Product> = {}): Product => ({
  __typename: 'Product',
  id: `prod_${id}`,
  title,
  fullUrl: `/shop/p/${id}`,
  productType: 'PHYSICAL',
  additionalFieldsFormId: null,
  mainImageUrl: `/media/product-art/shirt/prod_${id}.svg`,
  images: [],
  variants: [],
  ...more,
});

const entry = (
  id: string,
  title: string,
  quantity: number,
  unit: number,
  attributes: [string, string][] = [],
  more: Partial<CartPageCartFragment['entries'][number]> = {},
): CartPageCartFragment['entries'][number] => ({
  __typename: 'CartEntry',
  id,
  itemId: `prod_${id}`,
  quantity,
  unitPriceCents: unit,
  lineTotalCents: unit * quantity,
  additionalFields: null,
  chosenVariant: {
    __typename: 'ChosenVariant',
    sku: `SKU-${id}`,
    attributes: attributes.map(([name, value]) => ({ __typename: 'VariantAttribute', name, value })),
  },
  product: product(id, title),
  ...more,
});

const cartOf = (entries: CartPageCartFragment['entries']): CartPageCartFragment => ({
  __typename: 'ShoppingCart',
  id: 'cart_1',
  totalQuantity: entries.reduce((n, e) => n + e.quantity, 0),
  subtotalCents: entries.reduce((n, e) => n + e.lineTotalCents, 0),
  subtotalAmount: { __typename: 'Money', value: '0', currency: 'USD' },
  entries,
});

const draw = (view: Partial<CartView>) => {
  const host = document.createElement('div');
  host.innerHTML = cartViewHtml({ cart: null, forms: new Map(), crumb: 'crumb-1', money: USD, ...view });
  return host;
};
const text = (el: Element | null) => el?.textContent ?? null;

describe('the cart drawn on the server', () => {
  it('shows each entry with its variant, unit price, quantity form and total, and the subtotal and checkout link', () => {
    const host = draw({
      cart: cartOf([
        entry('shirt', 'Linen <Work> Shirt', 2, 6800, [
          ['Size', 'M'],
          ['Color', 'Sand'],
        ]),
        entry('guide', 'Field Guide', 1, 900),
      ]),
    });
    const [shirt, guide] = Array.from(host.querySelectorAll('[data-testid=cart-entry]'));
    expect([
      text(shirt!.querySelector('.cart-entry-title')),
      shirt!.querySelector('.cart-entry-title')!.getAttribute('href'),
    ]).toEqual(['Linen <Work> Shirt', '/shop/p/shirt']);
    expect(text(shirt!.querySelector('.cart-entry-variant'))).toBe('Size: M · Color: Sand');
    expect(text(shirt!.querySelector('.cart-entry-unit'))).toBe('$68.00 each');
    expect(text(shirt!.querySelector('.cart-entry-total'))).toBe('$136.00');
    expect(guide!.querySelector('.cart-entry-variant')).toBeNull();
    expect(text(host.querySelector('[data-testid=cart-subtotal]'))).toBe('$145.00');
    expect(host.querySelector('[data-testid=checkout-link]')!.getAttribute('href')).toBe('/checkout');
    expect(host.querySelector('[role=alert]')).toBeNull();
  });

  it('makes each line a form posting its entry, the crumb and the quantity to /cart; Enter presses Update', () => {
    const host = draw({ cart: cartOf([entry('shirt', 'Shirt', 2, 6800, [['Size', 'M']])]) });
    const form = host.querySelector<HTMLFormElement>('[data-testid=cart-entry] form')!;
    expect([form.getAttribute('method'), form.getAttribute('action')]).toEqual(['post', '/cart']);
    expect(Object.fromEntries(new FormData(form))).toEqual({ crumb: 'crumb-1', entryId: 'shirt', quantity: '2' });
    const buttons = Array.from(form.querySelectorAll('button')).map((b) => [b.type, b.name, b.value, b.textContent]);
    expect(buttons).toEqual([
      ['submit', 'action', 'update', 'Update'],
      ['submit', 'action', 'remove', 'Remove'],
    ]);
    expect(form.querySelector('[role=group]')!.getAttribute('aria-label')).toBe('Quantity of Shirt (M)');
    expect(form.querySelector('input[name=quantity]')!.getAttribute('aria-label')).toBe('Quantity');
  });

  it('says a refused change under its line, and one about an entry no longer there above the cart', () => {
    const host = draw({
      cart: cartOf([entry('shirt', 'Shirt', 2, 6800)]),
      lineErrors: { shirt: 'Sorry, we do not have enough of that item available.' },
    });
    expect(text(host.querySelector('[data-testid=cart-entry] .cart-entry-error[role=alert]'))).toBe(
      'Sorry, we do not have enough of that item available.',
    );
    expect(host.querySelector('input[name=quantity]')!.getAttribute('aria-invalid')).toBe('true');
    const gone = draw({
      cart: cartOf([entry('shirt', 'Shirt', 2, 6800)]),
      lineErrors: { other: 'This item is no longer in your cart. Please reload the page.' },
    });
    expect(Array.from(gone.querySelectorAll('[role=alert]')).map(text)).toEqual([
      'This item is no longer in your cart. Please reload the page.',
    ]);
    expect(gone.querySelector('.cart-problem')).not.toBeNull();
  });

  it('shows the answers an entry carries', () => {
    const additionalFields = JSON.stringify({ recipientEmail: 'ada@example.com', giftMessage: 'Hi <there>' });
    const card = entry('card', 'Gift Card', 1, 5000, [], {
      additionalFields,
      product: product('card', 'Gift Card', { productType: 'GIFT_CARD' }),
    });
    const host = draw({ cart: cartOf([card]) });
    expect(Array.from(host.querySelectorAll('.cart-entry-answers li')).map(text)).toEqual([
      'For: ada@example.com',
      'Message: Hi <there>',
    ]);
  });

  it('shows each line’s picture: its product’s drawn object in the chosen colour, or its upload at a thumbnail’s width', () => {
    const shirt = entry('shirt', 'Shirt', 1, 6800, [
      ['Size', 'M'],
      ['Color', 'Sand'],
    ]);
    const uploaded = entry('mug', 'Mug', 1, 3200, [], {
      product: product('mug', 'Mug', {
        mainImageUrl: null,
        images: [{ __typename: 'ProductImage', id: 'img_mug', url: '/media/images/img_mug' }],
      }),
    });
    const host = draw({ cart: cartOf([shirt, uploaded]) });
    const srcs = Array.from(host.querySelectorAll('.cart-entry-image')).map((img) => img.getAttribute('src'));
    expect(srcs).toEqual(['/media/product-art/shirt/sand/prod_shirt.svg', '/media/images/img_mug?format=300w']);
  });

  it('draws the empty cart, with what was refused above it', () => {
    expect(text(draw({ cart: null }).querySelector('.cart-empty p'))).toBe('You have nothing in your shopping cart.');
    expect(text(draw({ cart: cartOf([]) }).querySelector('.cart-empty a'))).toBe('Continue Shopping');
    const refused = draw({ cart: null, problem: 'Your session has expired. Please reload the page and try again.' });
    expect(text(refused.querySelector('.cart-problem[role=alert]'))).toBe(
      'Your session has expired. Please reload the page and try again.',
    );
  });

  it('writes amounts of a legacy money style in the native span, as the island does', () => {
    const native: MoneyFormat = { ...USD, style: 'native', positive: ['', ''], negative: ['-', ''] };
    const host = draw({ cart: cartOf([entry('shirt', 'Shirt', 1, 6800)]), money: native });
    expect(host.querySelector('[data-testid=cart-subtotal]')!.innerHTML).toBe(
      '<span class="sqs-money-native">68.00</span>',
    );
  });
});
