import { describe, expect, it } from 'vitest';
import { render } from './test-render.ts';

/** The site's locale picks the CLDR data: money, numbers, dates and messages follow it. */
describe('the site’s locale', () => {
  const price = { price: { decimalValue: '2500', currencyCode: 'EUR' } };

  it('formats money as the locale writes it', () => {
    expect(render('{price|money}', price, { locale: 'fr-FR' }).output).toBe('2\u202f500,00\u00a0€');
    expect(render('{price|money}', price, { locale: 'de-DE' }).output).toBe('2.500,00\u00a0€');
    expect(render('{price|money}', price, { locale: 'en-US' }).output).toBe('€2,500.00');
  });
  it('falls back to en-US for a locale it has no data for, and when there is none', () => {
    expect(render('{price|money}', price, { locale: 'xx-ZZ' }).output).toBe('€2,500.00');
    expect(render('{price|money}', price).output).toBe('€2,500.00');
  });
  it('writes dates in the locale, in the website’s time zone', () => {
    const json = { t: Date.UTC(2026, 10, 21, 3, 30), website: { timeZone: 'Europe/Paris' } };
    expect(render('{t|datetime date:long}', json, { locale: 'fr-FR' }).output).toBe('21 novembre 2026');
    expect(
      render('{t|datetime date:long}', { ...json, website: { timeZone: 'America/New_York' } }, { locale: 'en-US' })
        .output,
    ).toBe('November 20, 2026');
  });
});
