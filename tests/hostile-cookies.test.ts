import { describe, expect, it } from 'vitest';
import { HttpClient } from './support/http-client.ts';
import { useTestPlatform } from './support/test-platform.ts';

const app = useTestPlatform();

/** Raw Cookie headers, as curl -b sends them: percent-encoded control characters in a token's place. */
const CONTROL_CHARACTERS = ['%00', '%01', '%0A', '%0D', '%7F', '%0A%0D', 'abc%0Adef'];
const PAGES = ['/shop', '/shop/p/linen-shirt', '/cart', '/admin', '/admin/login', '/no-such-page'];

describe('a cookie that cannot be a token', () => {
  it.each(['atelier-cart', 'atelier-session', 'atelier-express-cart'])(
    'in %s is treated as none: every page renders',
    async (cookie) => {
      for (const value of CONTROL_CHARACTERS) {
        for (const path of PAGES) {
          const response = await fetch(`${app.url}${path}`, {
            headers: { cookie: `${cookie}=${value}` },
            redirect: 'manual',
          });
          expect(response.status, `${cookie}=${value} ${path}`).toBeLessThan(500);
          expect(await response.text()).not.toMatch(/Something went wrong/);
        }
      }
    },
  );

  it.each(['atelier-cart', 'atelier-session'])(
    'in %s leaves the visitor without a cart on the REST paths and in GraphQL',
    async (cookie) => {
      for (const value of CONTROL_CHARACTERS) {
        const client = new HttpClient(app.url);
        client.cookies.set(cookie, value);
        await client.openPage();
        const cart = await client.api('GET', '/api/commerce/shopping-cart');
        expect(cart.status, `${cookie}=${value}`).toBe(200);
        expect(cart.json.id).toBeNull();
        const graphql = await client.graphql('{ shoppingCart { id } me { id } }');
        expect(graphql.status).toBe(200);
        expect(graphql.json).toEqual({ data: { shoppingCart: null, me: null } });
        const added = await client.api('POST', '/api/commerce/shopping-cart/entries', { itemId: 'prod_field_guide' });
        expect(added.status, `${cookie}=${value}`).toBe(200);
      }
    },
  );

  it('of another odd shape (too long, wrong alphabet) is treated as none too', async () => {
    for (const value of ['x'.repeat(5000), 'A'.repeat(42) + '!', encodeURIComponent('é'.repeat(43))]) {
      const response = await fetch(`${app.url}/cart`, {
        headers: { cookie: `atelier-cart=${value}; atelier-session=${value}` },
      });
      expect(response.status).toBe(200);
    }
  });
});
