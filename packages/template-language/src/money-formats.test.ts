import { CURRENCIES, formatMoney } from '@atelier/commerce';
import { describe, expect, it } from 'vitest';
import { moneyFormatFor } from './money-formats.ts';
import { render } from './test-render.ts';

const NB = '\u00a0';
/** Each currency in en-US: 1,234,567.89 (JPY 123,456,789), -10.50 (JPY -1,050), zero; CLDR style then legacy. */
const EN_US: Record<string, [cldr: string, legacy: string]> = {
  USD: ['$1,234,567.89 -$10.50 $0.00', '$1,234,567.89 -$10.50 $0.00'],
  EUR: ['€1,234,567.89 -€10.50 €0.00', '€1,234,567.89 -€10.50 €0.00'],
  GBP: ['£1,234,567.89 -£10.50 £0.00', '£1,234,567.89 -£10.50 £0.00'],
  CAD: ['CA$1,234,567.89 -CA$10.50 CA$0.00', 'C$1,234,567.89 -C$10.50 C$0.00'],
  AUD: ['A$1,234,567.89 -A$10.50 A$0.00', 'A$1,234,567.89 -A$10.50 A$0.00'],
  NZD: ['NZ$1,234,567.89 -NZ$10.50 NZ$0.00', 'NZ$1,234,567.89 -NZ$10.50 NZ$0.00'],
  CHF: [`CHF${NB}1,234,567.89 -CHF${NB}10.50 CHF${NB}0.00`, 'CHF 1,234,567.89 CHF -10.50 CHF 0.00'],
  SEK: [`SEK${NB}1,234,567.89 -SEK${NB}10.50 SEK${NB}0.00`, 'kr 1,234,567.89 kr -10.50 kr 0.00'],
  NOK: [`NOK${NB}1,234,567.89 -NOK${NB}10.50 NOK${NB}0.00`, 'kr 1,234,567.89 kr -10.50 kr 0.00'],
  DKK: [`DKK${NB}1,234,567.89 -DKK${NB}10.50 DKK${NB}0.00`, 'kr 1,234,567.89 kr -10.50 kr 0.00'],
  CZK: [`CZK${NB}1,234,567.89 -CZK${NB}10.50 CZK${NB}0.00`, 'CZK 1,234,567.89 CZK -10.50 CZK 0.00'],
  HUF: [`HUF${NB}1,234,567.89 -HUF${NB}10.50 HUF${NB}0.00`, 'HUF 1,234,567.89 HUF -10.50 HUF 0.00'],
  PLN: [`PLN${NB}1,234,567.89 -PLN${NB}10.50 PLN${NB}0.00`, 'PLN 1,234,567.89 PLN -10.50 PLN 0.00'],
  ILS: ['₪1,234,567.89 -₪10.50 ₪0.00', '₪1,234,567.89 -₪10.50 ₪0.00'],
  INR: ['₹1,234,567.89 -₹10.50 ₹0.00', '₹1,234,567.89 -₹10.50 ₹0.00'],
  MXN: ['MX$1,234,567.89 -MX$10.50 MX$0.00', 'MX$1,234,567.89 -MX$10.50 MX$0.00'],
  BRL: ['R$1,234,567.89 -R$10.50 R$0.00', 'R$1,234,567.89 -R$10.50 R$0.00'],
  ARS: [`ARS${NB}1,234,567.89 -ARS${NB}10.50 ARS${NB}0.00`, 'ARS 1,234,567.89 ARS -10.50 ARS 0.00'],
  COP: [`COP${NB}1,234,567.89 -COP${NB}10.50 COP${NB}0.00`, 'COP 1,234,567.89 COP -10.50 COP 0.00'],
  CLP: [`CLP${NB}1,234,567.89 -CLP${NB}10.50 CLP${NB}0.00`, 'CLP 1,234,567.89 CLP -10.50 CLP 0.00'],
  HKD: ['HK$1,234,567.89 -HK$10.50 HK$0.00', 'HK$1,234,567.89 -HK$10.50 HK$0.00'],
  SGD: [`SGD${NB}1,234,567.89 -SGD${NB}10.50 SGD${NB}0.00`, 'SGD 1,234,567.89 SGD -10.50 SGD 0.00'],
  MYR: [`MYR${NB}1,234,567.89 -MYR${NB}10.50 MYR${NB}0.00`, 'MYR 1,234,567.89 MYR -10.50 MYR 0.00'],
  ZAR: [`ZAR${NB}1,234,567.89 -ZAR${NB}10.50 ZAR${NB}0.00`, 'ZAR 1,234,567.89 ZAR -10.50 ZAR 0.00'],
  JPY: ['¥123,456,789 -¥1,050 ¥0', '¥123,456,789 -¥1,050 ¥0'],
};

const three = (currency: string, style: 'cldr' | 'legacy') => {
  const format = moneyFormatFor('en-US', currency, style);
  return [123456789, -1050, 0].map((minor) => formatMoney({ minor, currency }, format)).join(' ');
};

describe('money formats (one implementation for pages, formatters and islands)', () => {
  it('covers all 25 store currencies in both styles', () => {
    expect(Object.keys(EN_US).sort()).toEqual(Object.keys(CURRENCIES).sort());
    for (const [currency, [cldr, legacy]] of Object.entries(EN_US)) {
      expect([currency, three(currency, 'cldr')]).toEqual([currency, cldr]);
      expect([currency, three(currency, 'legacy')]).toEqual([currency, legacy]);
    }
  });
  it('follows each locale’s CLDR pattern, separators and grouping', () => {
    const cldr = (locale: string, currency: string, minor: number) =>
      formatMoney({ minor, currency }, moneyFormatFor(locale, currency, 'cldr'));
    expect(cldr('de-DE', 'EUR', 123456789)).toBe(`1.234.567,89${NB}€`);
    expect(cldr('de-DE', 'EUR', -1050)).toBe(`-10,50${NB}€`);
    expect(cldr('fr-FR', 'EUR', 123456789)).toBe('1\u202f234\u202f567,89\u00a0€');
    expect(cldr('en-IN', 'INR', 123456789)).toBe('₹12,34,567.89');
    expect(cldr('es-ES', 'EUR', 123456)).toBe(`1234,56${NB}€`);
    expect(cldr('es-ES', 'EUR', 1234567)).toBe(`12.345,67${NB}€`);
    expect(cldr('en-GB', 'GBP', 5400)).toBe('£54.00');
    expect(cldr('ja-JP', 'JPY', 1999)).toBe('￥1,999');
  });
  it('writes the bare amount for sqs-money-native spans', () => {
    expect(formatMoney({ minor: 123456789, currency: 'USD' }, moneyFormatFor('en-US', 'USD', 'native'))).toBe(
      '1,234,567.89',
    );
    expect(formatMoney({ minor: -1050, currency: 'EUR' }, moneyFormatFor('de-DE', 'EUR', 'native'))).toBe('-10,50');
  });
  it('product-price writes its amounts with it, in the site’s locale and style', () => {
    const item = {
      structuredContent: {
        productType: 1,
        variants: [
          {
            onSale: true,
            priceMoney: { value: '1234.50', currency: 'EUR' },
            salePriceMoney: { value: '999.00', currency: 'EUR' },
          },
        ],
      },
    };
    const cldr = render(
      '{@|product-price}',
      { ...item, featureFlags: { useCLDRMoneyFormat: true } },
      { locale: 'de-DE' },
    ).output;
    expect(cldr).toContain(`999,00${NB}€`);
    expect(cldr).toContain(`<span class="original-price">1.234,50${NB}€</span>`);
    const legacy = render('{@|product-price}', item, { locale: 'en-US' }).output;
    expect(legacy).toContain('<span class="sqs-money-native">999.00</span>');
    const yen = render('{@|product-price}', {
      structuredContent: { productType: 1, variants: [{ priceMoney: { value: '1999', currency: 'JPY' } }] },
    }).output;
    expect(yen).toContain('<span class="sqs-money-native">1,999</span>');
  });
  it('the money formatter reports a value that is not money and writes nothing', () => {
    const { output, errors } = render('[{m|money}]', { m: { value: 'lots', currency: 'USD' } });
    expect(output).toBe('[]');
    expect(errors[0]).toContain('money needs a money value');
  });
});
