import { escapeXml } from '@atelier/html';

export interface FeedChannel {
  title: string;
  /** The blog's absolute address. */
  link: string;
  /** The feed's own absolute address. */
  self: string;
  description: string;
  /** BCP 47, as the site's locale. */
  language: string;
}

export interface FeedItem {
  title: string;
  /** The post's absolute address; also its guid. */
  link: string;
  /** Milliseconds since the epoch. */
  published: number;
  author: string;
  categories: readonly string[];
  /** Plain text: the post's SEO description. */
  description: string;
}

/** RFC 822 dates, as RSS 2.0 writes them (Sat, 07 Sep 2002 09:42:31 GMT). */
const rfc822 = (ms: number) => new Date(ms).toUTCString();

/** An RSS 2.0 feed of a blog's latest posts, every text escaped. */
export function rssXml(channel: FeedChannel, items: readonly FeedItem[]): string {
  const newest = items.reduce((latest, item) => Math.max(latest, item.published), 0);
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '<channel>',
    `<title>${escapeXml(channel.title)}</title>`,
    `<link>${escapeXml(channel.link)}</link>`,
    `<description>${escapeXml(channel.description)}</description>`,
    `<language>${escapeXml(channel.language.toLowerCase())}</language>`,
    ...(newest ? [`<lastBuildDate>${rfc822(newest)}</lastBuildDate>`] : []),
    `<atom:link href="${escapeXml(channel.self)}" rel="self" type="application/rss+xml"/>`,
    ...items.map((item) =>
      [
        '<item>',
        `<title>${escapeXml(item.title)}</title>`,
        `<link>${escapeXml(item.link)}</link>`,
        `<guid isPermaLink="true">${escapeXml(item.link)}</guid>`,
        `<pubDate>${rfc822(item.published)}</pubDate>`,
        `<dc:creator>${escapeXml(item.author)}</dc:creator>`,
        ...item.categories.map((c) => `<category>${escapeXml(c)}</category>`),
        `<description>${escapeXml(item.description)}</description>`,
        '</item>',
      ].join('\n'),
    ),
    '</channel>',
    '</rss>',
    '',
  ];
  return lines.join('\n');
}
