import { describe, expect, it } from 'vitest';
import { HttpClient } from './support/http-client.ts';
import { signedInClient } from './support/sign-in.ts';
import { useTestPlatform } from './support/test-platform.ts';

const app = useTestPlatform();
const SET = `mutation($origins: [ContentSecurityOriginInput!]!) { setContentSecurityOrigins(origins: $origins) { website { contentSecurityOrigins { directive origin } } userErrors { field code message } } }`;
const stored = async () =>
  (await app.db.query<{ csp_origins: unknown }>(`select csp_origins from catalog.website where id = 'site_demo'`))[0]!
    .csp_origins;

/** The page's policy, directive by directive. */
async function policyOf(path: string, base = app.url): Promise<Map<string, string[]>> {
  const page = await new HttpClient(base).request('GET', path);
  expect(page.status).toBe(200);
  const header = page.headers.get('content-security-policy') ?? '';
  return new Map(
    header
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

describe('origins the owner allows in /admin', () => {
  it('are refused whole when one is no https origin, a wildcard beyond a leading *. or past the limit; a visitor stores nothing', async () => {
    const owner = await signedInClient(app.url);
    const refused = await owner.graphql(SET, {
      origins: [
        { directive: 'font-src', origin: 'https://fonts.example.com' },
        { directive: 'script-src', origin: 'http://cdn.example.com' },
        { directive: 'script-src', origin: 'https://*' },
        { directive: 'default-src', origin: 'https://cdn.example.com' },
      ],
    });
    const origin = {
      code: 'CSP_ORIGIN_INVALID',
      message:
        'An allowed origin is https:// and a host name, such as https://fonts.example.com; only its first part may be *. (https://*.example.com), with no path.',
    };
    expect(refused.json.data.setContentSecurityOrigins).toEqual({
      website: null,
      userErrors: [
        { field: ['origins', '1', 'origin'], ...origin },
        { field: ['origins', '2', 'origin'], ...origin },
        {
          field: ['origins', '3', 'directive'],
          code: 'CSP_DIRECTIVE_INVALID',
          message:
            'Choose what the origin serves: one of script-src, style-src, font-src, img-src, connect-src, frame-src, media-src.',
        },
      ],
    });
    const many = Array.from({ length: 21 }, (_, i) => ({ directive: 'img-src', origin: `https://i${i}.example.com` }));
    expect(
      (await owner.graphql(SET, { origins: many })).json.data.setContentSecurityOrigins.userErrors.map(
        (e: { code: string }) => e.code,
      ),
    ).toEqual(['TOO_MANY_CSP_ORIGINS']);
    const visitor = new HttpClient(app.url);
    await visitor.openPage('/shop');
    const stranger = await visitor.graphql(SET, {
      origins: [{ directive: 'font-src', origin: 'https://x.example.com' }],
    });
    expect(stranger.json.data.setContentSecurityOrigins.userErrors.map((e: { code: string }) => e.code)).toEqual([
      'NOT_SIGNED_IN',
    ]);
    expect(await stored()).toEqual([]);
  });

  it('reach every page’s Content-Security-Policy in their directive, and a removed one is gone from the next page', async () => {
    const owner = await signedInClient(app.url);
    const before = await policyOf('/shop/p/linen-shirt');
    expect(before.get('font-src') ?? []).not.toContain('https://fonts.example.com');

    const saved = await owner.graphql(SET, {
      origins: [
        { directive: 'font-src', origin: ' https://Fonts.Example.com/ ' },
        { directive: 'script-src', origin: 'https://*.cdn.example.net' },
      ],
    });
    expect(saved.json.data.setContentSecurityOrigins).toEqual({
      website: {
        contentSecurityOrigins: [
          { directive: 'font-src', origin: 'https://fonts.example.com' },
          { directive: 'script-src', origin: 'https://*.cdn.example.net' },
        ],
      },
      userErrors: [],
    });
    for (const path of ['/shop', '/shop/p/linen-shirt', '/journal']) {
      const policy = await policyOf(path);
      expect(policy.get('font-src'), path).toContain('https://fonts.example.com');
      expect(policy.get('script-src'), path).toContain('https://*.cdn.example.net');
      // Nothing else is widened: the font host may serve no script, the CDN no font.
      expect(policy.get('script-src'), path).not.toContain('https://fonts.example.com');
      expect(policy.get('font-src'), path).not.toContain('https://*.cdn.example.net');
      expect(policy.get('default-src'), path).toEqual(before.get('default-src'));
    }
    // Another site's pages keep their own policy.
    const kiln = await policyOf('/shop', `http://kiln.localhost:${app.platform.port}`);
    expect(kiln.get('font-src') ?? []).not.toContain('https://fonts.example.com');

    const removed = await owner.graphql(SET, {
      origins: [{ directive: 'script-src', origin: 'https://*.cdn.example.net' }],
    });
    expect(removed.json.data.setContentSecurityOrigins.userErrors).toEqual([]);
    const after = await policyOf('/shop/p/linen-shirt');
    expect(after.get('font-src') ?? []).not.toContain('https://fonts.example.com');
    expect(after.get('script-src')).toContain('https://*.cdn.example.net');
    expect(await stored()).toEqual([{ directive: 'script-src', origin: 'https://*.cdn.example.net' }]);
  });
});
