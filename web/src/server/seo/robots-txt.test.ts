import { describe, expect, it } from 'vitest';
import { robotsTxt } from './robots-txt.ts';

describe('robots.txt', () => {
  it('allows the site, keeps private and locked paths out and names the sitemap', () => {
    expect(
      robotsTxt('http://kiln.localhost:3000', [
        { path: '/shop', locked: false },
        { path: '/trade', locked: true },
      ]),
    ).toBe(
      [
        'User-agent: *',
        'Allow: /',
        'Disallow: /admin',
        'Disallow: /api/',
        'Disallow: /cart',
        'Disallow: /checkout',
        'Disallow: /commerce/',
        'Disallow: /search',
        'Disallow: /trade',
        '',
        'Sitemap: http://kiln.localhost:3000/sitemap.xml',
        '',
      ].join('\n'),
    );
  });

  it('allows by name a public page whose address begins like a kept-out one', () => {
    const text = robotsTxt('https://shop.example', [
      { path: '/trade', locked: true },
      { path: '/trade-fair', locked: false },
      { path: '/cartography', locked: false },
      { path: '/journal', locked: false },
    ]);
    expect(text).toContain('Allow: /trade-fair\n');
    expect(text).toContain('Allow: /cartography\n');
    expect(text).not.toContain('Allow: /journal');
  });
});
