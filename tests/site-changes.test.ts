import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findFreePort } from '@atelier/platform';
import { HttpClient } from './support/http-client.ts';
import { spawnBuiltServer, type Spawned } from './support/processes.ts';
import { signedInClient } from './support/sign-in.ts';
import { useTestPlatform } from './support/test-platform.ts';

/**
 * Two processes of the product on one database, as `npm start` runs one per core: this test's own
 * platform, and the compiled server in a process of its own. What one process keeps in memory (which
 * site a host names, a site's theme) is forgotten when another changes it: the next request there
 * sees the change, with no timer to wait out.
 */
const app = useTestPlatform();
let other: Spawned | undefined;
let otherPort = 0;

beforeAll(async () => {
  otherPort = await findFreePort();
  other = spawnBuiltServer({
    DATABASE_URL: app.db.url,
    ATELIER_DATA_DIR: undefined,
    ATELIER_SEED_DEMO: 'false',
    ATELIER_PROCESSES: '1',
    PORT: String(otherPort),
  });
  await other.waitFor(/Database: {3}.*\n/, 150_000);
}, 180_000);

afterAll(async () => {
  await other?.stop();
});

const there = (host = 'localhost') => new HttpClient(`http://${host}:${otherPort}`);

describe('a change made in one process', () => {
  it('draws the next page of another process with the theme chosen', async () => {
    const visitor = there();
    expect((await visitor.request('GET', '/shop')).text).toContain('/_theme/atelier/');
    expect((await visitor.request('GET', '/shop')).text).toContain('/_theme/atelier/');
    const owner = await signedInClient(app.url);
    const use = (name: string) =>
      owner.graphql(`mutation($n: String!) { useShippedTheme(name: $n) { website { theme } userErrors { code } } }`, {
        n: name,
      });
    expect((await use('ledger')).json.data.useShippedTheme).toEqual({ website: { theme: 'ledger' }, userErrors: [] });
    const page = await visitor.request('GET', '/shop');
    expect(page.text).toContain('/_theme/ledger/');
    expect(page.text).not.toContain('/_theme/atelier/');
    // The stylesheet of the theme now drawn is served there too.
    const css = page.text.match(/\/_theme\/ledger\/[^"/]+\/site\.css/)![0];
    expect((await visitor.request('GET', css)).status).toBe(200);
    await use('atelier');
    expect((await visitor.request('GET', '/shop')).text).toContain('/_theme/atelier/');
  });

  it('serves a custom domain in another process from the next request, and stops when it is removed', async () => {
    const domain = 'shop.changes.example';
    const visitor = there(domain);
    const before = await visitor.request('GET', '/shop');
    expect(before.status).toBe(404);
    expect(before.text).toContain('There is no Atelier site at this address.');
    const owner = await signedInClient(app.url);
    const change = (verb: 'addDomain' | 'removeDomain') =>
      owner.graphql(`mutation($d: String!) { ${verb}(domain: $d) { userErrors { code } } }`, { d: domain });
    expect((await change('addDomain')).json.data.addDomain.userErrors).toEqual([]);
    const served = await visitor.request('GET', '/shop/p/linen-shirt');
    expect(served.status).toBe(200);
    expect(served.text).toContain('prod_linen_shirt');
    expect((await change('removeDomain')).json.data.removeDomain.userErrors).toEqual([]);
    expect((await visitor.request('GET', '/shop/p/linen-shirt')).status).toBe(404);
  });

  it('draws the next product page of another process with the restock captcha its owner turned on or off', async () => {
    const visitor = there();
    const captcha = async () =>
      (await visitor.request('GET', '/shop/p/linen-shirt')).text.includes('data-captcha-required');
    expect(await captcha()).toBe(false);
    const owner = await signedInClient(app.url);
    const save = async (on: boolean) =>
      (
        await owner.graphql(
          `mutation($c: Boolean!) { saveRestockSettings(input: { autoSend: true, captchaRequired: $c }) { userErrors { code } } }`,
          { c: on },
        )
      ).json.data.saveRestockSettings.userErrors;
    expect(await save(true)).toEqual([]);
    expect(await captcha()).toBe(true);
    expect(await save(false)).toEqual([]);
    expect(await captcha()).toBe(false);
  });

  it('draws the next page of another process with the cookie banner its owner turned on or off', async () => {
    const visitor = there();
    const banner = async () => /"cookieBanner":(true|false)/.exec((await visitor.request('GET', '/shop')).text)?.[1];
    expect(await banner()).toBe('false');
    const owner = await signedInClient(app.url);
    const save = async (on: boolean) =>
      (
        await owner.graphql(
          `mutation($b: Boolean!) { saveTrackingSettings(input: { trackingEnabled: true, cookieBanner: $b }) { userErrors { code } } }`,
          { b: on },
        )
      ).json.data.saveTrackingSettings.userErrors;
    expect(await save(true)).toEqual([]);
    expect(await banner()).toBe('true');
    expect(await save(false)).toEqual([]);
    expect(await banner()).toBe('false');
  });

  it('prices the next page and the next add in another process at the new price', async () => {
    const visitor = there();
    expect((await visitor.request('GET', '/shop/p/linen-shirt')).text).not.toContain('123.45');
    const variants = await app.db.query<{ id: string }>(
      `select id from catalog.variant where product_id = 'prod_linen_shirt' order by id`,
    );
    const owner = await signedInClient(app.url);
    const { json } = await owner.graphql(
      `mutation($input: [VariantPriceInput!]!) { updateVariantPrices(input: $input) { userErrors { code } } }`,
      { input: variants.map((v) => ({ variantId: v.id, price: 12345, salePrice: 0, onSale: false })) },
    );
    expect(json.data.updateVariantPrices.userErrors).toEqual([]);
    expect((await visitor.request('GET', '/shop/p/linen-shirt')).text).toContain('123.45');
    await visitor.openPage('/shop');
    const added = await visitor.api('POST', '/api/commerce/shopping-cart/entries', {
      itemId: 'prod_linen_shirt',
      sku: 'SHIRT-M-SAND',
      quantity: 1,
    });
    expect(added.status).toBe(200);
    expect(JSON.stringify(added.json)).toContain('12345');
  });
});
