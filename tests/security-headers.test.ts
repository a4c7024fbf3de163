import { afterEach, describe, expect, it } from 'vitest';
import { HttpClient } from './support/http-client.ts';
import { useTestPlatform } from './support/test-platform.ts';

const app = useTestPlatform();

afterEach(() => {
  delete process.env.ATELIER_SECURE_COOKIES;
});

function directives(csp: string | null): Map<string, string> {
  return new Map(
    (csp ?? '')
      .split(';')
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => [d.split(/\s+/)[0]!, d.split(/\s+/).slice(1).join(' ')]),
  );
}

describe('security headers', () => {
  it('allow only the page’s own scripts, by a nonce that changes with every response', async () => {
    const client = new HttpClient(app.url);
    const first = await client.request('GET', '/shop/p/linen-shirt');
    const csp = directives(first.headers.get('content-security-policy'));
    const nonce = /'nonce-([^']+)'/.exec(csp.get('script-src') ?? '')?.[1];
    expect(nonce).toMatch(/^[A-Za-z0-9+/=]{20,}$/);
    // Besides its own, a site page may load the hosted captcha providers a form can use, and nothing else.
    const captchaProviders =
      'https://www.google.com https://www.gstatic.com https://hcaptcha.com https://*.hcaptcha.com https://challenges.cloudflare.com';
    expect(csp.get('script-src')).toBe(`'self' 'nonce-${nonce}' ${captchaProviders}`);
    expect(csp.get('frame-src')).toBe(`'self' ${captchaProviders}`);
    expect(csp.get('default-src')).toBe("'self'");
    expect(csp.get('object-src')).toBe("'none'");
    expect(csp.get('frame-ancestors')).toBe("'self'");
    expect(csp.get('style-src')).toBe(`'self' 'nonce-${nonce}'`);
    // Data blocks (type="application/json") are never run; every other script needs the nonce.
    const scripts = [...first.text.matchAll(/<script\b[^>]*>/g)]
      .map((m) => m[0])
      .filter((tag) => !tag.includes('type="application/json"'));
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    const second = await client.request('GET', '/shop/p/linen-shirt');
    expect(second.headers.get('content-security-policy')).not.toContain(nonce);
  });

  it.each(['/shop', '/cart', '/api/commerce/shopping-cart', '/assets/none.js', '/no-such-page'])(
    'are on %s',
    async (path) => {
      const response = await fetch(`${app.url}${path}`);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
      expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(response.headers.get('x-powered-by')).toBeNull();
    },
  );

  it.each(['/graphql', '/GraphQL'])('are on %s, as for an answer that is never a page', async (path) => {
    const response = await fetch(`${app.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(response.headers.get('x-powered-by')).toBeNull();
    const csp = directives(response.headers.get('content-security-policy'));
    expect(csp.get('default-src')).toBe("'none'");
    expect(csp.get('frame-ancestors')).toBe("'none'");
    expect(csp.has('script-src')).toBe(false);
  });

  it.each(['/admin', '/admin/orders', '/admin/login', '/ADMIN/login', '/Admin'])(
    'never let %s be framed',
    async (path) => {
      const response = await fetch(`${app.url}${path}`, { redirect: 'manual' });
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      const csp = directives(response.headers.get('content-security-policy'));
      expect(csp.get('frame-ancestors')).toBe("'none'");
      expect(csp.get('script-src')).toMatch(/^'self' 'nonce-[^']+'$/);
    },
  );

  it('add HSTS only when the site is served securely', async () => {
    expect((await fetch(`${app.url}/shop`)).headers.get('strict-transport-security')).toBeNull();
    process.env.ATELIER_SECURE_COOKIES = 'true';
    try {
      const secure = await fetch(`${app.url}/shop`);
      expect(secure.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
      expect(secure.headers.getSetCookie().find((c) => c.startsWith('crumb='))).toMatch(/;\s*Secure/i);
    } finally {
      // Files share their worker's process (isolate: false): the next one must not start secure.
      delete process.env.ATELIER_SECURE_COOKIES;
    }
  });
});
