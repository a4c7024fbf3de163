import { cleanSeoText, productArtOf, seoTextOf, stillLifePath } from '@atelier/site';
import type { ProductTypeName } from '@atelier/commerce';
import { feedPathOf, type PageSeo } from './page-seo.ts';
import { productJsonLd } from './product-json-ld.ts';

interface SeoFields {
  seoTitle: string;
  seoDescription: string;
}

export interface CollectionSeoInput extends SeoFields {
  title: string;
  type: string;
  fullUrl: string;
  description?: string;
  body?: string;
}

/**
 * A shop's, blog's or page's SEO. Its description, unless the owner wrote one: its own description,
 * else a page's text, else what a shop or blog lists on this page ("Shop at Atelier Supply Co.:
 * Linen Work Shirt, Waxed Field Apron…"). At `/`, its title is the owner's SEO title or none, so
 * that the site's name alone heads the home page.
 */
export function collectionSeo(
  collection: CollectionSeoInput,
  page: { siteTitle: string; canonicalPath: string; atHome: boolean; itemTitles: readonly string[] },
): PageSeo {
  const listing = page.itemTitles.length
    ? `${collection.title} at ${page.siteTitle}: ${page.itemTitles.join(', ')}.`
    : '';
  const text = seoTextOf({
    ...collection,
    summary: collection.description || (collection.type === 'PAGE' ? '' : listing),
    body: collection.type === 'PAGE' ? collection.body : '',
  });
  return {
    title: page.atHome ? cleanSeoText(collection.seoTitle) : text.seoTitle,
    description: text.seoDescription,
    canonicalPath: page.canonicalPath,
    type: 'website',
    ...(collection.type === 'BLOG' ? { feed: { title: collection.title, path: feedPathOf(collection.fullUrl) } } : {}),
  };
}

export interface ProductSeoInput extends SeoFields {
  id: string;
  title: string;
  fullUrl: string;
  productType: ProductTypeName;
  currency: string;
  excerpt?: string;
  body?: string;
  mainImageUrl?: string | null;
  images: readonly { url: string }[];
  variants: readonly {
    sku?: string | null;
    price: number;
    salePrice: number;
    onSale: boolean;
    qtyInStock: number;
    unlimited: boolean;
  }[];
}

/** A product page's SEO: its picture (an upload, else the art drawn for it) and its schema.org Product data. */
export function productSeo(product: ProductSeoInput, origin: string): PageSeo {
  const text = seoTextOf({
    title: product.title,
    seoTitle: product.seoTitle,
    seoDescription: product.seoDescription,
    summary: product.excerpt,
    body: product.body,
  });
  const images = product.images.length ? product.images.map((i) => i.url) : [productArtOf(product)];
  return {
    title: text.seoTitle,
    description: text.seoDescription,
    canonicalPath: product.fullUrl,
    type: 'product',
    image: images[0],
    jsonLd: productJsonLd(product, { origin, url: product.fullUrl, description: text.seoDescription, images }),
  };
}

export interface PostSeoInput extends SeoFields {
  id: string;
  title: string;
  fullUrl: string;
  excerpt: string;
  body: string;
  addedOn: number;
  updatedAt: string;
}

/** A post's SEO: an article with its dates, its picture, and its blog's feed. */
export function postSeo(post: PostSeoInput, blog: { title: string; fullUrl: string }): PageSeo {
  const text = seoTextOf({
    title: post.title,
    seoTitle: post.seoTitle,
    seoDescription: post.seoDescription,
    summary: post.excerpt,
    body: post.body,
  });
  return {
    title: text.seoTitle,
    description: text.seoDescription,
    canonicalPath: post.fullUrl,
    type: 'article',
    image: stillLifePath(post.id),
    feed: { title: blog.title, path: feedPathOf(blog.fullUrl) },
    publishedTime: new Date(post.addedOn).toISOString(),
    modifiedTime: post.updatedAt,
  };
}
