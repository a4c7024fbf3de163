import { Collection } from '../entities/collection.ts';
import type { Post } from '../entities/post.ts';
import { postUrl, productUrl } from '../domain/item-urls.ts';
import type { ProductRecord } from './product-records.ts';
import type { Context } from '../context.ts';

/** A product's address. A page of a shop has its collection loaded already: answered without a promise per product. */
export function productFullUrl(ctx: Context, product: ProductRecord): string | Promise<string> {
  const known = ctx.em.getUnitOfWork().getById<Collection>(Collection.name, product.collectionId);
  if (known) return productUrl(known.urlId, product.urlId);
  return ctx.loaders.collection.load(product.collectionId).then((collection) => {
    if (!collection) throw new Error(`product ${product.id} has no collection ${product.collectionId}`);
    return productUrl(collection.urlId, product.urlId);
  });
}

export async function postFullUrl(ctx: Context, post: Post): Promise<string> {
  return postUrl((await ctx.loaders.collection.load(post.collectionId))!.urlId, post.urlId);
}
