import { describe, expect, it } from 'vitest';
import { HttpClient } from './support/http-client.ts';
import { useTestPlatform } from './support/test-platform.ts';

const app = useTestPlatform();

/** The header's cart summary as the server drew it (the theme's cart-quantity and cart-subtotal). */
const headerCartOf = (html: string) =>
  /<span class="nav-cart-summary" data-cart-indicator>(.*?)<\/span><\/a>/.exec(html)?.[1];

/** A visitor whose cart holds two of a variant. */
async function shopperWith(url: string, itemId: string, sku: string) {
  const client = new HttpClient(url);
  await client.openPage('/search');
  expect((await client.api('POST', '/api/commerce/shopping-cart/entries', { itemId, sku, quantity: 2 })).status).toBe(
    200,
  );
  return client;
}

/** The money format a page hands its islands. */
const moneyFormatOf = (html: string) =>
  JSON.parse(/<script type="application\/json" id="atelier-money-format">([^<]*)<\/script>/.exec(html)?.[1] ?? 'null');

describe('money on storefront pages (one format for the page and its islands)', () => {
  it('writes a CLDR site’s prices in its locale and hands the islands the same format', async () => {
    const client = new HttpClient(app.url);
    const page = await client.request('GET', '/shop/p/wool-throw');
    expect(page.text).toContain('$119.00');
    expect(page.text).toContain('<span class="original-price">$140.00</span>');
    expect(moneyFormatOf(page.text)).toMatchObject({
      style: 'cldr',
      currency: 'USD',
      symbol: '$',
      decimal: '.',
      group: ',',
    });
    expect(page.text).not.toContain('sqs-money-native');

    const kiln = await new HttpClient(app.url.replace('127.0.0.1', 'kiln.localhost')).request(
      'GET',
      '/shop/p/bud-vase',
    );
    expect(kiln.text).toContain('£18.00');
    expect(moneyFormatOf(kiln.text)).toMatchObject({ style: 'cldr', currency: 'GBP', symbol: '£' });

    // The header's cart summary, drawn by the server in the format the islands rewrite it in.
    const shopper = await shopperWith(app.url, 'prod_mug', 'MUG-CREAM');
    expect(headerCartOf((await shopper.request('GET', '/shop/p/wool-throw')).text)).toBe(
      ' (<span class="sqs-cart-quantity">2</span> · <span class="sqs-cart-subtotal">$64.00</span>)',
    );
    const potter = await shopperWith(app.url.replace('127.0.0.1', 'kiln.localhost'), 'prod_kiln_bowl', 'BOWL-S');
    expect(headerCartOf((await potter.request('GET', '/shop/p/bud-vase')).text)).toBe(
      ' (<span class="sqs-cart-quantity">2</span> · <span class="sqs-cart-subtotal">£56.00</span>)',
    );
  });

  it('writes a legacy site’s prices as native amounts, with its symbol set by a nonce’d style', async () => {
    await app.db.query(`update catalog.website set use_cldr_money_format = false where id = 'site_demo'`);
    try {
      const page = await new HttpClient(app.url).request('GET', '/shop/p/wool-throw');
      expect(page.text).toContain('<span class="sqs-money-native">119.00</span>');
      expect(page.text).toContain('<span class="original-price"><span class="sqs-money-native">140.00</span></span>');
      const nonce = /'nonce-([^']+)'/.exec(page.headers.get('content-security-policy') ?? '')?.[1];
      expect(page.text).toContain(
        `<style nonce="${nonce}">.sqs-money-native::before{content:"$"}.sqs-money-native::after{content:""}</style>`,
      );
      expect(moneyFormatOf(page.text)).toMatchObject({ style: 'native', currency: 'USD', symbol: '' });
      const shopper = await shopperWith(app.url, 'prod_mug', 'MUG-CREAM');
      expect(headerCartOf((await shopper.request('GET', '/cart')).text)).toBe(
        ' (<span class="sqs-cart-quantity">2</span> · <span class="sqs-cart-subtotal"><span class="sqs-money-native">64.00</span></span>)',
      );
    } finally {
      await app.db.query(`update catalog.website set use_cldr_money_format = true where id = 'site_demo'`);
    }
  });
});
