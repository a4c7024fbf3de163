import { describe, expect, it } from 'vitest';
import { render } from '../test-render.ts';

describe('legacy money formatters', () => {
  it('money-format and moneyFormat write cents as an amount', () => {
    expect(render('{a|money-format} {a|moneyFormat}', { a: 123456 }).output).toBe('1,234.56 1,234.56');
    expect(render('{a|money-format}', { a: '5' }).output).toBe('0.05');
    expect(render('{a|money-format}', { a: -250 }).output).toBe('-2.50');
  });
  it('money-string wraps the amount for the money script', () => {
    expect(render('{a|money-string}', { a: 12345 }).output).toBe('<span class="sqs-money-native">123.45</span>');
  });
  it('cart-subtotal reads the cart', () => {
    expect(render('{cart|cart-subtotal}', { cart: { subtotalCents: 999_899_990_001 } }).output).toBe(
      '<span class="sqs-cart-subtotal"><span class="sqs-money-native">9,998,999,900.01</span></span>',
    );
  });
  it('report what is not an amount and print nothing', () => {
    const { output, errors } = render('[{a|money-format}]', { a: 'twelve' });
    expect(output).toBe('[]');
    expect(errors).toEqual(['money-format needs an amount in minor units, not "twelve"']);
  });
});
