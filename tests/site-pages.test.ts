import { describe, expect, it } from 'vitest';
import { HttpClient } from './support/http-client.ts';
import { useTestPlatform } from './support/test-platform.ts';

const app = useTestPlatform();

const titles = (html: string) => [...html.matchAll(/<h2><a href="[^"]+">([^<]+)<\/a><\/h2>/g)].map((m) => m[1]);

describe('pages of every type through the theme', () => {
  it('paginates the journal five posts a page (the theme’s pageSize), newest first, keeping filters', async () => {
    const client = new HttpClient(app.url);
    const first = await client.request('GET', '/journal');
    expect(first.status).toBe(200);
    expect(titles(first.text)).toEqual([
      'Why we keep coming back to linen',
      'Caring for a waxed canvas apron',
      'A week at the bench',
      'Sharpening without fear',
      'Indigo dye day',
    ]);
    expect(first.text).toContain('href="/journal?page=2"');
    expect(first.text).toContain('Page 1 of 2');
    const second = await client.request('GET', '/journal?page=2');
    expect(titles(second.text)).toEqual(['Gifts for people who make things', 'Opening the workshop doors']);
    expect(second.text).toContain('rel="prev" href="/journal"');
    const tagged = await client.request('GET', '/journal?tag=fabric');
    expect(titles(tagged.text)).toEqual(['Why we keep coming back to linen', 'Indigo dye day']);
    expect(tagged.text).toContain('Posts tagged <strong>#fabric</strong>');
    const byAuthor = await client.request('GET', '/journal?author=jun');
    expect(titles(byAuthor.text)).toHaveLength(3);
    expect(byAuthor.text).toContain('Posts by <strong>Jun Okafor</strong>');
    const past = await client.request('GET', '/journal?page=9');
    expect(past.status).toBe(200);
    expect(past.text).toContain('No posts yet.');
  });

  it('shows a post with its date in the site’s time zone, its neighbours and the journal layout’s shop query', async () => {
    const post = await new HttpClient(app.url).request('GET', '/journal/apron-care');
    expect(post.status).toBe(200);
    expect(post.text).toContain('<h1 class="post-title">Caring for a waxed canvas apron</h1>');
    // A post shows no product: its picture is a still life drawn from its id.
    expect(/<figure class="post-hero">\s*<img src="([^"]+)"/.exec(post.text)?.[1]).toBe(
      '/media/product-art/post_apron_care.svg',
    );
    // Stored 2026-10-16T00:00Z: the evening before in New York.
    expect(post.text).toContain('October 15, 2026');
    expect(post.text).toMatch(/rel="prev" href="\/journal\/why-linen"/);
    expect(post.text).toMatch(/rel="next" href="\/journal\/the-bench"/);
    expect(post.text).toContain('<h2 class="sidebar-title">From the shop</h2>');
    expect(post.text).toContain('href="/shop/p/linen-shirt"');
    // Each product of the shop query with its own picture (the shirt, the apron, the mug in their first colours).
    const sidebar = post.text.slice(post.text.indexOf('<ul class="sidebar-products">'));
    expect([...sidebar.matchAll(/<img src="([^"]+)"/g)].slice(0, 3).map((m) => m[1])).toEqual([
      '/media/product-art/shirt/sand/prod_linen_shirt.svg?format=300w',
      '/media/product-art/apron/olive/prod_apron.svg?format=300w',
      '/media/product-art/mug/cream/prod_mug.svg?format=300w',
    ]);
  });

  it('keeps a protected page behind its lock screen until the password is given', async () => {
    const client = new HttpClient(app.url);
    const locked = await client.request('GET', '/trade');
    expect(locked.status).toBe(200);
    expect(locked.text).toContain('This page is protected. Enter the password to continue.');
    expect(locked.text).not.toContain('trade@atelier.test');
    const crumb = /name="crumb" value="([^"]+)"/.exec(locked.text)![1]!;
    const form = (password: string, c = crumb) =>
      client.request('POST', '/trade', {
        raw: `crumb=${c}&password=${encodeURIComponent(password)}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
    const wrong = await form('guess');
    expect(wrong.status).toBe(400);
    expect(wrong.text).toContain('That password is not right. Please try again.');
    expect((await form('atelier-trade', 'f'.repeat(64))).text).toContain('This page was open too long.');
    const nul = await form('\u0000');
    expect(nul.status).toBe(400);
    expect(nul.text).toContain('That password is not right. Please try again.');
    const huge = await client.request('POST', '/trade', {
      raw: `crumb=${crumb}&password=${'x'.repeat(20_000)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(huge.status).toBe(413);
    const right = await form('atelier-trade');
    expect(right.status).toBe(303);
    const open = await client.request('GET', '/trade');
    expect(open.text).toContain('trade@atelier.test');
    // Another visitor is still locked out.
    expect((await new HttpClient(app.url).request('GET', '/trade')).text).not.toContain('trade@atelier.test');
  });

  it('renders not found, search and plain pages through the theme', async () => {
    const client = new HttpClient(app.url);
    const missing = await client.request('GET', '/no-such-page');
    expect(missing.status).toBe(404);
    expect(missing.text).toContain('<h1 class="page-title">Page not found</h1>');
    expect(missing.text).toContain('class="site-header"');
    expect(missing.text).toContain('page-type-not-found');
    const search = await client.request('GET', '/search?q=linen');
    expect(search.text).toContain('href="/shop/p/linen-shirt"');
    expect(search.text).toContain('href="/journal/why-linen"');
    const hostile = await client.request('GET', `/search?q=${encodeURIComponent('<script>alert(1)</script>')}`);
    expect(hostile.text).not.toContain('<script>alert(1)</script>');
    expect(hostile.text).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    const about = await client.request('GET', '/about');
    expect(about.text).toContain('<h1 class="page-title">About</h1>');
    expect(about.text).toMatch(/<a href="\/about" aria-current="page">About<\/a>/);
  });

  it('serves the theme’s stylesheet and scripts under a versioned URL', async () => {
    const client = new HttpClient(app.url);
    const page = await client.request('GET', '/shop');
    const css = /href="(\/_theme\/atelier\/[0-9a-f]{12}\/site\.css)"/.exec(page.text)![1]!;
    const sheet = await client.request('GET', css);
    expect(sheet.headers.get('content-type')).toContain('text/css');
    expect(sheet.text).toContain('.product-grid');
    const script = /src="(\/_theme\/atelier\/[0-9a-f]{12}\/scripts[^"]+)"/.exec(page.text)![1]!;
    expect((await client.request('GET', script)).status).toBe(200);
    expect((await client.request('GET', css.replace(/[0-9a-f]{12}/, '000000000000'))).status).toBe(404);
  });

  it('reads the store’s and products’ merchandising settings into the page: custom sold-out text, scarcity', async () => {
    await app.db.query(
      `update catalog.website set merchandising = '{"customSoldOutText":"Back in spring"}' where id = 'site_demo'`,
    );
    await app.db.query(
      `update catalog.product set merchandising = '{"scarcityEnabled":true,"scarcityText":"Only a few left"}' where id = 'prod_throw'`,
    );
    const shop = await new HttpClient(app.url).request('GET', '/shop');
    expect(shop.text).toContain('<div class="product-mark sold-out">Back in spring</div>');
    const api = await new HttpClient(app.url).graphql(
      '{ site { storeSettings { merchandisingSettings { customSoldOutText soldOutVariantsDropdownDisabled } } } product(id: "prod_throw") { merchandising { scarcityEnabled scarcityText } } }',
    );
    expect(api.json.data).toEqual({
      site: {
        storeSettings: {
          merchandisingSettings: { customSoldOutText: 'Back in spring', soldOutVariantsDropdownDisabled: false },
        },
      },
      product: { merchandising: { scarcityEnabled: true, scarcityText: 'Only a few left' } },
    });
    await app.db.query(`update catalog.website set merchandising = '{}' where id = 'site_demo'`);
  });
});
