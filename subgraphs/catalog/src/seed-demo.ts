import type { MikroORM } from '@mikro-orm/postgresql';
import { DEMO_COLLECTION, DEMO_COLLECTIONS, DEMO_POSTS, DEMO_PRODUCTS, DEMO_WEBSITE } from '@atelier/demo-site';
import { hashPassword } from '@atelier/platform';
import { Collection } from './entities/collection.ts';
import { Post } from './entities/post.ts';
import { Product } from './entities/product.ts';
import { Variant } from './entities/variant.ts';
import { Website } from './entities/website.ts';

/** Inserts the demo shop's catalog unless it is already there, then its content (journal, pages). */
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
  await seedContentDemo(orm);
}

/** The demo's journal and pages; added once, also to a demo shop seeded before content existed. */
async function seedContentDemo(orm: MikroORM): Promise<void> {
  const passwords = new Map(await Promise.all(DEMO_COLLECTIONS.filter((c) => c.password).map(async (c) => [c.id, await hashPassword(c.password!)] as const)));
  await orm.em.fork().transactional(async (em) => {
    if (await em.findOne(Collection, { id: DEMO_COLLECTIONS[0]!.id })) return;
    const shop = await em.findOne(Collection, { id: DEMO_COLLECTION.id });
    if (shop && shop.navigation === null) shop.navigation = 'mainNav';
    for (const demo of DEMO_COLLECTIONS) {
      em.create(Collection, {
        id: demo.id,
        websiteId: DEMO_WEBSITE.id,
        urlId: demo.urlId,
        title: demo.title,
        type: demo.type,
        navigation: demo.navigation ?? null,
        position: demo.position,
        description: demo.description ?? '',
        body: demo.body ?? '',
        passwordHash: passwords.get(demo.id) ?? null,
      });
    }
    for (const { focal, addedOn, ...demo } of DEMO_POSTS) {
      em.create(Post, {
        ...demo,
        websiteId: DEMO_WEBSITE.id,
        addedOn: new Date(addedOn),
        focalX: focal?.x ?? 0.5,
        focalY: focal?.y ?? 0.5,
        imageAlt: '',
      });
    }
  });
}
