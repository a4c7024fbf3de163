import DataLoader from 'dataloader';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Image, ImageFile } from './entities/image.ts';
import { homeCollectionOf } from './domain/home-collection.ts';
import { websitesByIds, type WebsiteRecord } from './services/website-records.ts';
import { collectionsByIds, collectionsOfWebsites, type CollectionRecord } from './services/collection-records.ts';
import {
  productsByIds,
  productsOfVariants,
  type ProductRecord,
  type VariantRecord,
} from './services/product-records.ts';

/** Per-request batching, so that federated entity lookups cost one query per type. */
export interface CatalogLoaders {
  /** Websites to read (an owner's change loads the entity: ownedWebsite). */
  website: DataLoader<string, WebsiteRecord | null>;
  collection: DataLoader<string, CollectionRecord | null>;
  product: DataLoader<string, ProductRecord | null>;
  variant: DataLoader<string, VariantRecord | null>;
  image: DataLoader<string, Image | null>;
  /** The stored widths of an uploaded image, smallest first. */
  imageWidths: DataLoader<string, number[]>;
  /** The collection each website's home page shows (by website id). */
  homeCollection: DataLoader<string, CollectionRecord | null>;
  /**
   * A website's collections in its order (by website id): one read for the fields of a page that
   * ask (its navigation's list and the collection at its address). Kept for no longer than that
   * batch, so that a mutation's later fields read what it wrote.
   */
  collectionsOfSite: DataLoader<string, CollectionRecord[]>;
}

function byId<T extends { id: string }>(load: (ids: string[]) => Promise<T[]>) {
  return new DataLoader<string, T | null>(async (ids) => {
    const rows = await load([...ids]);
    const map = new Map(rows.map((row) => [row.id, row]));
    return ids.map((id) => map.get(id) ?? null);
  });
}

export function createLoaders(em: EntityManager): CatalogLoaders {
  const website = byId((ids) => websitesByIds(em, ids));
  const collection = byId((ids) => collectionsByIds(em, ids));
  return {
    website,
    collectionsOfSite: new DataLoader(
      async (websiteIds) => {
        const rows = await collectionsOfWebsites(em, [...new Set(websiteIds)]);
        // A product's address names its collection: the page's products find theirs here.
        for (const row of rows) collection.prime(row.id, row);
        return websiteIds.map((id) => rows.filter((row) => row.websiteId === id));
      },
      { cache: false },
    ),
    collection,
    product: byId((ids) => productsByIds(em, ids)),
    variant: byId(async (ids) => (await productsOfVariants(em, ids)).flatMap((product) => product.variants)),
    image: byId((ids) => em.find(Image, { id: { $in: ids } })),
    imageWidths: new DataLoader(async (ids) => {
      const rows = await em.find(
        ImageFile,
        { imageId: { $in: [...ids] } },
        { fields: ['imageId', 'width'], orderBy: { width: 'asc' } },
      );
      return ids.map((id) => rows.filter((row) => row.imageId === id).map((row) => row.width));
    }),
    homeCollection: new DataLoader(async (websiteIds) => {
      // The request's website is usually loaded already: only its collections are read.
      const [sites, collections] = await Promise.all([
        website.loadMany(websiteIds),
        collectionsOfWebsites(em, websiteIds),
      ]);
      return websiteIds.map((id, i) => {
        const site = sites[i];
        return (
          homeCollectionOf(
            collections.filter((c) => c.websiteId === id),
            site && !(site instanceof Error) ? site.homeCollectionId : null,
          ) ?? null
        );
      });
    }),
  };
}
