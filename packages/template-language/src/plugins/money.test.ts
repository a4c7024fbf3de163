import { describe, expect, it } from 'vitest';
import { render } from '../test-render.ts';

describe('legacy money formatters (cents, the bare amount of a sqs-money-native span)', () => {
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
  it('cart-subtotal writes a cart’s subtotalAmount as the page writes money: CLDR in its currency, or native', () => {
    const cart = (value: string, currency: string) => ({
      totalQuantity: 2,
      subtotalCents: 10400,
      subtotalAmount: { value, currency },
    });
    const cldr = { featureFlags: { useCLDRMoneyFormat: true } };
    expect(render('{cart|cart-subtotal}', { ...cldr, cart: cart('104.00', 'USD') }).output).toBe(
      '<span class="sqs-cart-subtotal">$104.00</span>',
    );
    expect(render('{cart|cart-subtotal}', { ...cldr, cart: cart('1234.00', 'GBP') }, { locale: 'en-GB' }).output).toBe(
      '<span class="sqs-cart-subtotal">£1,234.00</span>',
    );
    expect(render('{cart|cart-subtotal}', { cart: cart('104.00', 'USD') }).output).toBe(
      '<span class="sqs-cart-subtotal"><span class="sqs-money-native">104.00</span></span>',
    );
  });
  it('report what is not an amount and print nothing', () => {
    const { output, errors } = render('[{a|money-format}]', { a: 'twelve' });
    expect(output).toBe('[]');
    expect(errors).toEqual(['money-format needs an amount in minor units, not "twelve"']);
  });
});

const money = (decimalValue: number | string, currencyCode: string, locale = '') =>
  render(`{m|i18n-money-format${locale ? ` ${locale}` : ''}}`, { m: { decimalValue, currencyCode } });

describe('i18n-money-format', () => {
  it('places the legacy symbol by locale, with its separators', () => {
    expect(money(1234.56, 'EUR', 'de_DE').output).toBe('1.234,56€');
    expect(money(1234.56, 'EUR', 'en_US').output).toBe('€1,234.56');
    expect(money(1234.56, 'AUD', 'fr_FR').output).toBe('1\u00a0234,56 A$');
    expect(money(-1234.56, 'SEK', 'en-US').output).toBe('kr -1,234.56');
    expect(money(-1234.56, 'SEK', 'sv_SE').output).toBe('-1\u00a0234,56 kr');
  });
  it('rounds to the currency’s digits, half to even', () => {
    expect(money(1234.56, 'JPY', 'en_US').output).toBe('¥1,235');
    expect(money('2.345', 'USD').output).toBe('$2.34');
  });
  it('uses CLDR’s symbol for a currency the legacy design did not know', () => {
    expect(money(10, 'CHF', 'en_US').output).toBe('CHF 10.00');
  });
  it('reports what is not money', () => {
    expect(money('lots', 'USD').errors).toEqual(['i18n-money-format needs a money value, not "lots"']);
  });
});
