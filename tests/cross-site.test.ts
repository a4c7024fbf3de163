import { beforeAll, describe, expect, it } from 'vitest';
import { HttpClient } from './support/http-client.ts';
import { useTestPlatform } from './support/test-platform.ts';

/**
 * Two demo sites on one server, each with its own catalog, content and theme. Nothing of one may
 * be read or written through the other's host, cookies, GraphQL ids or REST paths.
 */
const app = useTestPlatform();
const port = () => new URL(app.url).port;
const atelierHosts = () => [`http://localhost:${port()}`, `http://atelier-demo.localhost:${port()}`];
const kilnHosts = () => [`http://kiln.localhost:${port()}`, `http://shop.kiln-ceramics.example:${port()}`];

const SITES = {
  atelier: {
    id: 'site_demo',
    product: 'prod_linen_shirt',
    sku: 'SHIRT-M-SAND',
    variant: 'var_shirt_m_sand',
    page: '/journal',
    productPage: '/shop/p/linen-shirt',
    title: 'Atelier Supply Co.',
  },
  kiln: {
    id: 'site_kiln',
    product: 'prod_kiln_vase',
    sku: 'VASE-TENMOKU',
    variant: 'var_kiln_vase_tenmoku',
    page: '/notes',
    productPage: '/shop/p/bud-vase',
    title: 'Kiln &amp; Co. Ceramics',
  },
} as const;
type SiteName = keyof typeof SITES;
const other = (name: SiteName): SiteName => (name === 'atelier' ? 'kiln' : 'atelier');
const hostsOf = (name: SiteName) => (name === 'atelier' ? atelierHosts() : kilnHosts());

beforeAll(async () => {
  await app.db.query(
    `insert into catalog.website_domain (domain, website_id) values ('shop.kiln-ceramics.example', 'site_kiln')`,
  );
});

async function addToCart(client: HttpClient, site: SiteName) {
  await client.openPage('/cart');
  return client.api('POST', '/api/commerce/shopping-cart/entries', {
    itemId: SITES[site].product,
    sku: SITES[site].sku,
    quantity: 1,
  });
}

const cartCounts = async () =>
  Object.fromEntries(
    (
      await app.db.query<{ website_id: string; n: number }>(
        'select website_id, count(*)::int as n from cart.shopping_cart group by website_id',
      )
    ).map((r) => [r.website_id, r.n]),
  );

describe('two sites on one server', () => {
  it('routes each host to its own site, theme and content', async () => {
    for (const name of ['atelier', 'kiln'] as const) {
      for (const base of hostsOf(name)) {
        const client = new HttpClient(base);
        const list = await client.request('GET', SITES[name].page);
        expect(list.status, `${base}${SITES[name].page}`).toBe(200);
        expect(list.text).toContain(SITES[name].title);
        expect(list.text).toContain(name === 'atelier' ? '/_theme/atelier/' : '/_theme/ledger/');
        expect((await client.request('GET', SITES[name].productPage)).status).toBe(200);
        // The other site's pages do not exist here.
        expect((await client.request('GET', SITES[other(name)].page)).status).toBe(404);
        expect((await client.request('GET', SITES[other(name)].productPage)).status).toBe(404);
      }
    }
    const nowhere = await new HttpClient(`http://nobody.localhost:${port()}`).request('GET', '/shop');
    expect(nowhere.status).toBe(404);
    expect(nowhere.text).toContain('There is no Atelier site at this address.');
  });

  it('answers GraphQL ids of the other site with nothing', async () => {
    for (const name of ['atelier', 'kiln'] as const) {
      const theirs = SITES[other(name)];
      for (const base of hostsOf(name)) {
        const client = new HttpClient(base);
        const { json } = await client.graphql(
          `query($p: ID!, $v: ID!, $w: ID!, $slug: String!, $sku: String) { site { id } product(id: $p) { id } variant(id: $v) { id } variantOf(itemId: $p, sku: $sku) { id } byId: website(id: $w) { id } bySlug: website(slug: $slug) { id } }`,
          {
            p: theirs.product,
            v: theirs.variant,
            w: theirs.id,
            slug: name === 'atelier' ? 'kiln' : 'atelier-demo',
            sku: theirs.sku,
          },
        );
        expect(json.errors).toBeUndefined();
        expect(json.data).toEqual({
          site: { id: SITES[name].id },
          product: null,
          variant: null,
          variantOf: null,
          byId: null,
          bySlug: null,
        });
        const own = await client.graphql(`query($p: ID!) { product(id: $p) { id } }`, { p: SITES[name].product });
        expect(own.json.data.product).toEqual({ id: SITES[name].product });
      }
    }
  });

  it('tells whether items are in stock only for the host’s own site', async () => {
    const STOCKED = `query($ids: [ID!]!) { stockedItems(itemIds: $ids) }`;
    for (const name of ['atelier', 'kiln'] as const) {
      const theirs = SITES[other(name)];
      const ours = SITES[name];
      for (const base of hostsOf(name)) {
        const client = new HttpClient(base);
        const asked = await client.graphql(STOCKED, { ids: [theirs.product, theirs.variant] });
        expect(asked.json.errors, base).toBeUndefined();
        expect(asked.json.data.stockedItems, `${base} asked about ${theirs.product}`).toEqual([]);
        // The site's own item is answered as before, also when asked together with the other's.
        const own = await client.graphql(STOCKED, { ids: [ours.product, theirs.product] });
        expect(own.json.data.stockedItems, `${base} asked about ${ours.product}`).toEqual([ours.product]);
      }
    }
  });

  it('refuses REST writes and reads of the other site’s items, storing nothing', async () => {
    for (const name of ['atelier', 'kiln'] as const) {
      for (const base of hostsOf(name)) {
        const client = new HttpClient(base);
        const before = await cartCounts();
        await client.openPage('/cart');
        const add = await client.api('POST', '/api/commerce/shopping-cart/entries', {
          itemId: SITES[other(name)].product,
          sku: SITES[other(name)].sku,
          quantity: 1,
        });
        expect(add.status, `${base} add ${SITES[other(name)].product}`).toBe(404);
        expect(await cartCounts()).toEqual(before);
        const stock = await client.api('GET', `/api/commerce/inventory/stock/?itemId=${SITES[other(name)].product}`);
        expect(stock.status).toBe(404);
        expect((await client.api('GET', `/api/commerce/inventory/stock/?itemId=${SITES[name].product}`)).status).toBe(
          200,
        );
      }
    }
  });

  it('keeps a cart to its site: its cookie shows nothing on the other host, and adding there starts a new cart', async () => {
    for (const name of ['atelier', 'kiln'] as const) {
      const shopper = new HttpClient(hostsOf(name)[0]!);
      expect((await addToCart(shopper, name)).status).toBe(200);
      const token = shopper.cookies.get('atelier-cart')!;
      // The same cookie sent to the other site's host, by REST and by GraphQL.
      const intruder = new HttpClient(hostsOf(other(name))[0]!);
      intruder.cookies.set('atelier-cart', token);
      await intruder.openPage('/cart');
      const cart = await intruder.api('GET', '/api/commerce/shopping-cart');
      expect(JSON.stringify(cart.json)).not.toContain(SITES[name].product);
      const gql = await intruder.graphql('{ shoppingCart { id entries { itemId } } }');
      expect(gql.json.data.shoppingCart).toBeNull();
      const page = await intruder.request('GET', '/cart');
      expect(page.text).not.toContain(SITES[name].product);
      // Adding on the other site makes that site's own cart and leaves the first cart as it was.
      const ownCartRows = await app.db.query<{ n: number }>(
        `select count(*)::int as n from cart.cart_entry e join cart.shopping_cart c on c.id = e.cart_id where c.website_id = $1`,
        [SITES[name].id],
      );
      expect((await addToCart(intruder, other(name))).status).toBe(200);
      expect(intruder.cookies.get('atelier-cart')).not.toBe(token);
      const after = await app.db.query<{ n: number }>(
        `select count(*)::int as n from cart.cart_entry e join cart.shopping_cart c on c.id = e.cart_id where c.website_id = $1`,
        [SITES[name].id],
      );
      expect(after).toEqual(ownCartRows);
    }
  });

  it('keeps unlock cookies to the collection they were given for', async () => {
    const visitor = new HttpClient(atelierHosts()[0]!);
    const locked = await visitor.request('GET', '/trade');
    const crumb = /name="crumb" value="([^"]+)"/.exec(locked.text)![1]!;
    const form = await visitor.request('POST', '/trade', {
      raw: `crumb=${crumb}&password=atelier-trade`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBe(303);
    const kiln = new HttpClient(kilnHosts()[0]!);
    kiln.cookies.set('atelier-unlock', visitor.cookies.get('atelier-unlock')!);
    expect((await kiln.request('GET', '/trade')).status).toBe(404);
    const unlock = await kiln.graphql(
      'mutation { unlockCollection(collectionId: "col_trade", password: "atelier-trade") { unlocked userErrors { code } } }',
    );
    expect(unlock.json.data.unlockCollection).toEqual({ unlocked: false, userErrors: [{ code: 'NOT_FOUND' }] });
  });
});
