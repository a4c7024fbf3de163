import { describe, expect, it } from 'vitest';
import { rssXml } from './rss-xml.ts';
import { sitemapUrl } from './sitemap-xml.ts';

describe('a blog’s RSS feed', () => {
  it('is RSS 2.0 with absolute links, dates as RFC 822 and every text escaped', () => {
    const xml = rssXml(
      {
        title: 'Notes & News — Kiln',
        link: 'http://kiln.localhost/notes',
        self: 'http://kiln.localhost/notes?format=rss',
        description: 'Firings <and> glazes',
        language: 'en-GB',
      },
      [
        {
          title: 'Tom & Jerry <3',
          link: 'http://kiln.localhost/notes/a?x=1&y=2',
          published: Date.UTC(2026, 10, 1, 9, 30),
          author: 'Mae',
          categories: ['Glazes', 'A&B'],
          description: 'It "works".',
        },
      ],
    );
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"')).toBe(true);
    expect(xml).toContain('<title>Notes &amp; News — Kiln</title>');
    expect(xml).toContain('<description>Firings &lt;and&gt; glazes</description>');
    expect(xml).toContain('<language>en-gb</language>');
    expect(xml).toContain('<lastBuildDate>Sun, 01 Nov 2026 09:30:00 GMT</lastBuildDate>');
    expect(xml).toContain(
      '<atom:link href="http://kiln.localhost/notes?format=rss" rel="self" type="application/rss+xml"/>',
    );
    expect(xml).toContain('<title>Tom &amp; Jerry &lt;3</title>');
    expect(xml).toContain('<link>http://kiln.localhost/notes/a?x=1&amp;y=2</link>');
    expect(xml).toContain('<guid isPermaLink="true">http://kiln.localhost/notes/a?x=1&amp;y=2</guid>');
    expect(xml).toContain('<pubDate>Sun, 01 Nov 2026 09:30:00 GMT</pubDate>');
    expect(xml).toContain('<category>A&amp;B</category>');
    expect(xml).toContain('<description>It &quot;works&quot;.</description>');
  });

  it('has no build date without posts', () => {
    expect(rssXml({ title: 't', link: 'l', self: 's', description: 'd', language: 'en-US' }, [])).not.toContain(
      'lastBuildDate',
    );
  });
});

describe('sitemap entries', () => {
  it('write an escaped address and its last change where known', () => {
    expect(sitemapUrl('http://x/a?b=1&c=2', '2026-11-01T00:00:00.000Z')).toBe(
      '<url><loc>http://x/a?b=1&amp;c=2</loc><lastmod>2026-11-01T00:00:00.000Z</lastmod></url>\n',
    );
    expect(sitemapUrl('http://x/')).toBe('<url><loc>http://x/</loc></url>\n');
  });
});
