import type { Request, Response } from 'express';
import { seoTextOf } from '@atelier/site';
import { BlogFeedDocument } from '../../graphql/generated/storefront.ts';
import type { ExecuteOperation } from '../execute.ts';
import { feedPathOf } from './page-seo.ts';
import { rssXml } from './rss-xml.ts';
import { siteOriginOf } from './site-origin.ts';

/**
 * A blog's RSS 2.0 feed at /<blog>?format=rss (Squarespace's address for it): its latest 20 posts,
 * each with its address, date, author, categories and description. False when the address is no
 * blog or a password guards it (a feed is public, whoever asks): the caller shows that page as it
 * is (its lock screen, a shop…).
 */
export async function sendBlogFeed(execute: ExecuteOperation, req: Request, res: Response): Promise<boolean> {
  const { website } = await execute(BlogFeedDocument, { collection: String(req.params.collection) }, req, res);
  const blog = website?.collection;
  if (!website || !blog || blog.type !== 'BLOG' || blog.isProtected) return false;
  const origin = siteOriginOf(req);
  const seo = seoTextOf({
    title: blog.title,
    seoTitle: blog.seoTitle,
    seoDescription: blog.seoDescription,
    summary: blog.description,
  });
  const xml = rssXml(
    {
      title: `${seo.seoTitle} — ${website.title}`,
      link: origin + blog.fullUrl,
      self: origin + feedPathOf(blog.fullUrl),
      description: seo.seoDescription || website.title,
      language: website.locale,
    },
    blog.posts.items.map((post) => ({
      title: post.title,
      link: origin + post.fullUrl,
      published: post.addedOn,
      author: post.author.displayName,
      categories: post.categories,
      description: seoTextOf({
        title: post.title,
        seoDescription: post.seoDescription,
        summary: post.excerpt,
        body: post.body,
      }).seoDescription,
    })),
  );
  res.status(200).type('application/rss+xml; charset=utf-8').set('Cache-Control', 'public, max-age=600').send(xml);
  return true;
}
