import { describe, expect, it } from 'vitest';
import { scriptJson } from '../render/data-block.ts';
import { seoHead } from './seo-head.ts';

const site = { origin: 'http://kiln.localhost:3000', title: 'Kiln & Co. Ceramics', locale: 'en-GB' };

describe('the head a page tells search engines', () => {
  it('names the page, its canonical address and picture absolutely, on the site’s origin', () => {
    const head = seoHead(
      {
        title: 'Bud Vase',
        description: 'A small vase.',
        canonicalPath: '/shop/p/bud-vase',
        type: 'product',
        image: '/media/images/img_1',
      },
      site,
      'n0nce',
    );
    expect(head).toContain('<meta name="description" content="A small vase.">');
    expect(head).toContain('<link rel="canonical" href="http://kiln.localhost:3000/shop/p/bud-vase">');
    expect(head).toContain('<meta property="og:site_name" content="Kiln &amp; Co. Ceramics">');
    expect(head).toContain('<meta property="og:url" content="http://kiln.localhost:3000/shop/p/bud-vase">');
    expect(head).toContain('<meta property="og:type" content="product">');
    expect(head).toContain('<meta property="og:locale" content="en_GB">');
    expect(head).toContain('<meta property="og:image" content="http://kiln.localhost:3000/media/images/img_1">');
    expect(head).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(head).toContain('<meta name="twitter:image" content="http://kiln.localhost:3000/media/images/img_1">');
    expect(head).not.toContain('robots');
  });

  it('is a summary card without a picture; the site’s title stands in for what the page lacks', () => {
    const head = seoHead({ title: '', description: '', canonicalPath: '/', type: 'website', noindex: true }, site, 'n');
    expect(head).toContain('<meta name="twitter:card" content="summary">');
    expect(head).toContain('<meta property="og:title" content="Kiln &amp; Co. Ceramics">');
    expect(head).toContain('<meta name="description" content="Kiln &amp; Co. Ceramics">');
    expect(head).toContain('<meta name="robots" content="noindex">');
    expect(head).not.toContain('og:image');
  });

  it('escapes what owners wrote and links a blog’s feed', () => {
    const head = seoHead(
      {
        title: '"><script>',
        description: 'a < b & c',
        canonicalPath: '/notes?category=a&page=2',
        type: 'website',
        feed: { title: 'Notes "1"', path: '/notes?format=rss' },
      },
      site,
      'n',
    );
    expect(head).toContain('content="&quot;&gt;&lt;script&gt;"');
    expect(head).toContain('<link rel="canonical" href="http://kiln.localhost:3000/notes?category=a&amp;page=2">');
    expect(head).toContain(
      '<link rel="alternate" type="application/rss+xml" title="Notes &quot;1&quot;" href="http://kiln.localhost:3000/notes?format=rss">',
    );
    expect(head).not.toContain('<script');
  });

  it('writes schema.org data as a data block with the page’s nonce, which no value can end', () => {
    const head = seoHead(
      {
        title: 'x',
        description: '',
        canonicalPath: '/x',
        type: 'product',
        jsonLd: { name: '</script><script>alert(1)</script>' },
      },
      site,
      'abc',
    );
    expect(head).toContain(
      '<script type="application/ld+json" nonce="abc">{"name":"\\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e"}</script>',
    );
    expect(JSON.parse(scriptJson({ a: '<&>\u2028' }))).toEqual({ a: '<&>\u2028' });
  });
});
