import { describe, expect, it } from 'vitest';
import { HttpClient } from './support/http-client.ts';
import { signedInClient } from './support/sign-in.ts';
import { useTestPlatform } from './support/test-platform.ts';

const app = useTestPlatform();

const PAGE = '/shop/p/linen-shirt';
const PRICES = `mutation($input: [VariantPriceInput!]!) { updateVariantPrices(input: $input) { userErrors { code } } }`;

/** A visitor who opened the shop, as a browser would: the crumb cookie is set, no cart, no session. */
async function visitor(): Promise<HttpClient> {
  const client = new HttpClient(app.url);
  await client.openPage('/shop');
  return client;
}

/**
 * The page asked for again as a browser revalidates the copy it holds. `max-age=0` as a browser
 * sends it: without a Cache-Control of its own, fetch adds `no-cache` to a conditional request,
 * which asks for the whole page as a hard reload does.
 */
const again = (client: HttpClient, path: string, etag: string | null) =>
  client.request('GET', path, { headers: { 'if-none-match': etag ?? '', 'cache-control': 'max-age=0' } });

describe('pages a browser may keep', () => {
  it('lets a visitor keep a product page briefly, answers a repeat with its ETag 304, and new bytes once the owner changes the price', async () => {
    const shopper = await visitor();
    const first = await shopper.request('GET', PAGE);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('private, max-age=30');
    expect(first.headers.get('vary')).toMatch(/\bCookie\b/i);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    const sandPrice = /"sku":"SHIRT-S-SAND","price":"([\d.]+)"/;
    expect(sandPrice.exec(first.text)?.[1]).toBe('68.00');

    // Drawn again with a new CSP nonce, the page is the same page: the same ETag, and 304 to the browser holding it.
    const repeat = await again(shopper, PAGE, etag);
    expect(repeat.status).toBe(304);
    expect(repeat.bytes.length).toBe(0);
    expect(repeat.headers.get('etag')).toBe(etag);
    // The browser keeps the policy that came with its copy, whose nonce its scripts carry.
    expect(repeat.headers.get('content-security-policy')).toBeNull();
    // Another visitor's copy is not this one's: its crumb is in its forms.
    expect((await again(await visitor(), PAGE, etag)).status).toBe(200);

    const owner = await signedInClient(app.url);
    const changed = await owner.graphql(PRICES, {
      input: ['s', 'm', 'l'].map((size) => ({
        variantId: `var_shirt_${size}_sand`,
        price: 7200,
        salePrice: 0,
        onSale: false,
      })),
    });
    expect(changed.json.data.updateVariantPrices.userErrors).toEqual([]);
    const after = await again(shopper, PAGE, etag);
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(etag);
    expect(sandPrice.exec(after.text)?.[1]).toBe('72.00');
  });

  it('keeps a page with the cart drawn in it only to ask again, and the page changes with the cart', async () => {
    const shopper = await visitor();
    await shopper.api('POST', '/api/commerce/shopping-cart/entries', { itemId: 'prod_field_guide', quantity: 1 });
    const first = await shopper.request('GET', PAGE);
    expect(first.headers.get('cache-control')).toBe('private, no-cache');
    const etag = first.headers.get('etag');
    expect((await again(shopper, PAGE, etag)).status).toBe(304);
    await shopper.api('POST', '/api/commerce/shopping-cart/entries', { itemId: 'prod_field_guide', quantity: 1 });
    const after = await again(shopper, PAGE, etag);
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(etag);
  });

  it('keeps nothing for a signed-in owner, a lock screen, an unlocked page, a missing page or a refused add', async () => {
    const owner = await signedInClient(app.url);
    const owned = await owner.request('GET', PAGE);
    expect(owned.status).toBe(200);
    expect(owned.headers.get('cache-control')).toBe('no-store');

    const shopper = await visitor();
    const locked = await shopper.request('GET', '/trade');
    expect(locked.text).toContain('This page is protected. Enter the password to continue.');
    expect(locked.headers.get('cache-control')).toBe('no-store');
    const crumb = /name="crumb" value="([^"]+)"/.exec(locked.text)![1]!;
    const unlocked = await shopper.request('POST', '/trade', {
      raw: `crumb=${crumb}&password=atelier-trade`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(unlocked.status).toBe(303);
    const open = await shopper.request('GET', '/trade');
    expect(open.text).toContain('trade@atelier.test');
    expect(open.headers.get('cache-control')).toBe('no-store');

    expect((await shopper.request('GET', '/no-such-page')).headers.get('cache-control')).toBe('no-store');
    const refused = await shopper.request('POST', PAGE, {
      raw: `crumb=${shopper.crumb}&quantity=1`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(refused.status).toBe(400);
    expect(refused.headers.get('cache-control')).toBe('no-store');
  });
});
