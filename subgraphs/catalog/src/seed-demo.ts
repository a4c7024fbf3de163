import type { MikroORM } from '@mikro-orm/postgresql';
import { DEMO_COLLECTION, DEMO_PRODUCTS, DEMO_WEBSITE } from '@atelier/demo-site';
import { Collection } from './entities/collection.ts';
import { Product } from './entities/product.ts';
import { Variant } from './entities/variant.ts';
import { Website } from './entities/website.ts';

/** Inserts the demo shop's catalog unless it is already there. */
export async function seedCatalogDemo(orm: MikroORM): Promise<void> {
  await orm.em.fork().transactional(async (em) => {
    if (await em.findOne(Website, { id: DEMO_WEBSITE.id })) return;
    em.create(Website, { ...DEMO_WEBSITE });
    em.create(Collection, { ...DEMO_COLLECTION, websiteId: DEMO_WEBSITE.id });
    DEMO_PRODUCTS.forEach((demo, position) => {
      const product = em.create(Product, {
        id: demo.id,
        websiteId: DEMO_WEBSITE.id,
        collectionId: DEMO_COLLECTION.id,
        title: demo.title,
        urlId: demo.urlId,
        excerpt: demo.excerpt,
        productType: demo.productType,
        currency: DEMO_WEBSITE.selectedCurrency,
        variantOptionOrdering: demo.variantOptionOrdering,
        useCustomAddButtonText: Boolean(demo.customAddButtonText),
        customAddButtonText: demo.customAddButtonText ?? null,
        position,
      });
      demo.variants.forEach((v, index) =>
        em.create(Variant, {
          id: v.id,
          product,
          sku: v.sku,
          priceCents: v.priceCents,
          salePriceCents: v.salePriceCents ?? 0,
          onSale: v.onSale ?? false,
          attributes: v.attributes,
          position: index,
        }),
      );
    });
  });
}
