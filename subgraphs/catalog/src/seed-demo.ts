import type { MikroORM } from '@mikro-orm/postgresql';
import {
  demoArtPath,
  DEMO_EVENTS,
  DEMO_EVENTS_PAGE,
  DEMO_GALLERY,
  DEMO_GALLERY_IMAGES,
  DEMO_OWNER,
  DEMO_SHARE_BUTTONS,
  DEMO_SITES,
  DEMO_WEBSITE,
  type DemoSite,
} from '@atelier/demo-site';
import { galleryOptionsOf, stillLifePath } from '@atelier/site';
import { hashPassword } from '@atelier/platform';
import { Collection } from './entities/collection.ts';
import { Event } from './entities/event.ts';
import { GalleryImage } from './entities/gallery-image.ts';
import { Image } from './entities/image.ts';
import { Post } from './entities/post.ts';
import { Product } from './entities/product.ts';
import { Variant } from './entities/variant.ts';
import { Website } from './entities/website.ts';
import { refreshShopCategories } from './services/shop-categories.ts';

/** Inserts each demo site's catalog unless it is already there, then its content (blog, pages). */
export async function seedCatalogDemo(orm: MikroORM): Promise<void> {
  for (const site of DEMO_SITES) {
    await seedShop(orm, site);
    await seedContent(orm, site);
    await refreshDemoArt(orm, site);
  }
  await seedEventsAndGallery(orm);
}

const DAY = 24 * 60 * 60 * 1000;

/**
 * The demo site's events page, events, gallery and share buttons; added once, also to a demo seeded
 * before they existed. The events' dates count from today, so a new demo has upcoming and past ones.
 */
async function seedEventsAndGallery(orm: MikroORM): Promise<void> {
  const websiteId = DEMO_WEBSITE.id;
  await orm.em.fork().transactional(async (em) => {
    if (await em.findOne(Collection, { id: DEMO_EVENTS_PAGE.id })) return;
    const site = await em.findOne(Website, { id: websiteId });
    if (!site) return;
    if (!site.shareButtons.length) site.shareButtons = [...DEMO_SHARE_BUTTONS];
    em.create(Collection, { ...DEMO_EVENTS_PAGE, websiteId, type: 'events' });
    const today = new Date();
    today.setUTCHours(0, 0, 0, 0);
    for (const { inDays, startHourUtc, hours, location, ...demo } of DEMO_EVENTS) {
      const startAt = new Date(today.getTime() + inDays * DAY + startHourUtc * 60 * 60 * 1000);
      em.create(Event, {
        ...demo,
        ...location,
        websiteId,
        collectionId: DEMO_EVENTS_PAGE.id,
        startAt,
        endAt: new Date(startAt.getTime() + hours * 60 * 60 * 1000),
      });
    }
    const { options, ...gallery } = DEMO_GALLERY;
    em.create(Collection, { ...gallery, websiteId, type: 'gallery', galleryOptions: { ...galleryOptionsOf(options) } });
    DEMO_GALLERY_IMAGES.forEach(({ id, title, description, focal }, position) => {
      // A drawn still life of its own for each picture, as posts have: an image given by address.
      const image = em.create(Image, { id: `img_${id}`, websiteId, sourceUrl: stillLifePath(id) });
      em.create(GalleryImage, {
        id,
        websiteId,
        collectionId: DEMO_GALLERY.id,
        imageId: image.id,
        title,
        description: description ?? '',
        focalX: focal.x,
        focalY: focal.y,
        position,
      });
    });
  });
}

/**
 * A demo shop seeded by an earlier version keeps the pictures that version drew (Clay of the Month
 * as a payment card): each demo product whose picture is drawn art, or missing, gets the one its
 * demo data names now. Uploaded images are never touched.
 */
async function refreshDemoArt(orm: MikroORM, site: DemoSite): Promise<void> {
  const em = orm.em.fork();
  for (const demo of site.products) {
    const url = demoArtPath(demo);
    if (!url) continue;
    await em.nativeUpdate(
      Product,
      {
        id: demo.id,
        websiteId: site.website.id,
        $or: [{ mainImageUrl: null }, { mainImageUrl: { $like: '/media/product-art/%', $ne: url } }],
      },
      { mainImageUrl: url },
    );
  }
}

async function seedShop(orm: MikroORM, site: DemoSite): Promise<void> {
  await orm.em.fork().transactional(async (em) => {
    const existing = await em.findOne(Website, { id: site.website.id });
    if (existing) {
      // A demo seeded before websites had their owner here is the demo owner's too.
      existing.ownerId ??= DEMO_OWNER.id;
      return;
    }
    em.create(Website, { ...site.website, ownerId: DEMO_OWNER.id });
    em.create(Collection, { ...site.shop, websiteId: site.website.id, navigation: 'mainNav', position: 0 });
    for (const shop of site.moreShops ?? [])
      em.create(Collection, { ...shop, websiteId: site.website.id, navigation: 'mainNav' });
    site.products.forEach((demo, position) => {
      const product = em.create(Product, {
        id: demo.id,
        websiteId: site.website.id,
        collectionId: demo.collectionId ?? site.shop.id,
        mainImageUrl: demoArtPath(demo),
        categories: demo.categories ?? [],
        isSubscribable: demo.isSubscribable ?? false,
        subscriptionPlan: demo.subscriptionPlan ?? null,
        additionalFieldsFormId: demo.additionalFieldsFormId ?? null,
        title: demo.title,
        urlId: demo.urlId,
        excerpt: demo.excerpt,
        body: demo.body ?? '',
        merchandising: demo.merchandising ?? {},
        productType: demo.productType,
        currency: site.website.selectedCurrency,
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
          weightGrams: demo.weightGrams ?? 0,
          position: index,
        }),
      );
    });
    await em.flush();
    await refreshShopCategories(em, [site.shop.id, ...(site.moreShops ?? []).map((shop) => shop.id)]);
  });
}

/** A site's blog and pages; added once, also to a demo shop seeded before content existed. */
async function seedContent(orm: MikroORM, site: DemoSite): Promise<void> {
  const first = site.collections[0];
  if (!first) return;
  const passwords = new Map(
    await Promise.all(
      site.collections.filter((c) => c.password).map(async (c) => [c.id, await hashPassword(c.password!)] as const),
    ),
  );
  await orm.em.fork().transactional(async (em) => {
    if (await em.findOne(Collection, { id: first.id })) return;
    const shop = await em.findOne(Collection, { id: site.shop.id });
    if (shop && shop.navigation === null) shop.navigation = 'mainNav';
    for (const demo of site.collections) {
      em.create(Collection, {
        id: demo.id,
        websiteId: site.website.id,
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
    for (const { focal, addedOn, ...demo } of site.posts) {
      em.create(Post, {
        ...demo,
        websiteId: site.website.id,
        addedOn: new Date(addedOn),
        focalX: focal?.x ?? 0.5,
        focalY: focal?.y ?? 0.5,
        imageAlt: '',
      });
    }
  });
}
