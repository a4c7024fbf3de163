import { describe, expect, it } from 'vitest';
import { HttpClient } from './support/http-client.ts';
import { signedInClient } from './support/sign-in.ts';
import { useTestPlatform } from './support/test-platform.ts';

const app = useTestPlatform();

const SET_PASSWORD = `mutation($id: ID!, $password: String!) {
  setCollectionPassword(collectionId: $id, password: $password) {
    collection { id isProtected }
    userErrors { field code message }
  }
}`;
const UNLOCK = `mutation($id: ID!, $password: String!) { unlockCollection(collectionId: $id, password: $password) { unlocked } }`;
const SHOP = `{ site { collection(urlId: "shop") { id locked products { id title } } } }`;

const hashOf = async (id: string) =>
  (
    (await app.db.query('select password_hash from catalog.collection where id = $1', [id])) as {
      password_hash: string | null;
    }[]
  )[0]!.password_hash;

describe('an owner guards a shop, blog, events page or gallery with a password (setCollectionPassword)', () => {
  it('locks the shop and its products for visitors until they give it, and opens it again with an empty one', async () => {
    const owner = await signedInClient(app.url);
    const visitor = new HttpClient(app.url);
    const open = (await visitor.graphql(SHOP)).json.data.site.collection;
    expect(open.locked).toBe(false);
    expect(open.products.length).toBeGreaterThan(0);

    const set = await owner.graphql(SET_PASSWORD, { id: open.id, password: 'linen and clay' });
    expect(set.json.data.setCollectionPassword).toEqual({
      collection: { id: open.id, isProtected: true },
      userErrors: [],
    });
    expect((await hashOf(open.id))?.length).toBeGreaterThan(20);
    expect(await hashOf(open.id)).not.toContain('linen');

    // Another visitor: the shop's lock screen, no products by the API.
    const stranger = new HttpClient(app.url);
    // The shop's address shows its lock screen (page type 103), its products' pages are protected content (105).
    const lockScreen = await stranger.openPage('/shop');
    expect(lockScreen.status).toBe(200);
    expect(lockScreen.text).toContain('This page is protected. Enter the password to continue.');
    expect(lockScreen.text).not.toContain(open.products[0].title);
    expect((await stranger.graphql(SHOP)).json.data.site.collection).toEqual({
      id: open.id,
      locked: true,
      products: [],
    });
    const productPath = (
      (await app.db.query('select url_id from catalog.product where id = $1', [open.products[0].id])) as {
        url_id: string;
      }[]
    )[0]!.url_id;
    expect((await stranger.openPage(`/shop/p/${productPath}`)).status).toBe(403);
    // Given the password, the products again.
    expect(
      (await stranger.graphql(UNLOCK, { id: open.id, password: 'linen and clay' })).json.data.unlockCollection,
    ).toEqual({
      unlocked: true,
    });
    expect((await stranger.graphql(SHOP)).json.data.site.collection.products).toEqual(open.products);
    expect((await stranger.openPage('/shop')).text).toContain(open.products[0].title);

    // An empty password opens it to everyone.
    const cleared = await owner.graphql(SET_PASSWORD, { id: open.id, password: '' });
    expect(cleared.json.data.setCollectionPassword.collection).toEqual({ id: open.id, isProtected: false });
    expect(await hashOf(open.id)).toBeNull();
    expect((await new HttpClient(app.url).openPage('/shop')).text).toContain(open.products[0].title);
  });

  it('refuses a long password, another site’s collection and anyone but the owner, storing nothing', async () => {
    const owner = await signedInClient(app.url);
    const [blog] = (await app.db.query(
      `select c.id from catalog.collection c join catalog.website w on w.id = c.website_id
        where w.slug = 'atelier-demo' and c.type = 'blog' order by c.position limit 1`,
    )) as { id: string }[];
    const [otherSites] = (await app.db.query(
      `select c.id from catalog.collection c join catalog.website w on w.id = c.website_id
        where w.slug <> 'atelier-demo' order by c.position limit 1`,
    )) as { id: string }[];

    const long = await owner.graphql(SET_PASSWORD, { id: blog!.id, password: 'x'.repeat(201) });
    expect(long.json.data.setCollectionPassword).toEqual({
      collection: null,
      userErrors: [
        { field: ['password'], code: 'PASSWORD_TOO_LONG', message: 'A password may be at most 200 characters.' },
      ],
    });
    const elsewhere = await owner.graphql(SET_PASSWORD, { id: otherSites!.id, password: 'mine now' });
    expect(elsewhere.json.data.setCollectionPassword.userErrors.map((e: { code: string }) => e.code)).toEqual([
      'NOT_FOUND',
    ]);
    const anonymous = await new HttpClient(app.url).graphql(SET_PASSWORD, { id: blog!.id, password: 'hello' });
    expect(anonymous.json.data.setCollectionPassword.userErrors.map((e: { code: string }) => e.code)).toEqual([
      'NOT_SIGNED_IN',
    ]);
    expect(await hashOf(blog!.id)).toBeNull();
    expect(await hashOf(otherSites!.id)).toBeNull();
  });
});
