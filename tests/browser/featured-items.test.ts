import { describe, expect, it } from 'vitest';
import { DEMO_EVENTS, DEMO_GALLERY, DEMO_GALLERY_IMAGES } from '@atelier/demo-site';
import { useBrowserSession } from '../support/browser-session.ts';
import { shoot } from '../support/shots.ts';
import { signedInClient, signInAsOwner } from '../support/sign-in.ts';

const session = useBrowserSession();

/** What the API answers the site's owner. */
async function asOwner<T = any>(query: string): Promise<T> {
  const { json } = await (await signedInClient(session.app.url)).graphql<T>(query);
  if (json.errors?.length || !json.data) throw new Error(`owner GraphQL failed: ${JSON.stringify(json)}`);
  return json.data;
}

const featuredProductTitles = async () =>
  (
    await asOwner(
      '{ site { collection(urlId: "shop") { productPage(first: 20, featured: true) { edges { node { title featured } } } } } }',
    )
  ).site.collection.productPage.edges.map((e: { node: { title: string; featured: boolean } }) => e.node);

const featuredEventTitles = async () =>
  (await asOwner('{ site { collection(urlId: "events") { events(featured: true) { title featured } } } }')).site
    .collection.events;

describe('an owner features a product and an event in their editors', () => {
  it('keeps the product editor’s Featured box with the product, and takes it off again', async () => {
    const page = await session.newPage(1280);
    await signInAsOwner(page, session.app.url, '/admin/products');
    const shop = await asOwner(
      '{ site { collection(urlId: "shop") { productPage(first: 1) { edges { node { title } } } } } }',
    );
    const title: string = shop.site.collection.productPage.edges[0].node.title;
    const row = page.locator(`tbody[data-product="${title}"]`);
    await row.getByRole('button', { name: 'Edit' }).click();
    const form = page.getByRole('form', { name: `Edit ${title}` });
    const box = form.getByRole('checkbox', { name: /Featured/ });
    expect(await box.isChecked()).toBe(false);
    await box.check();
    await shoot(page, 'product-editor-featured');
    await form.getByRole('button', { name: 'Save product' }).click();
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Product saved.' }).count()).toBe(1);
    expect(await featuredProductTitles()).toEqual([{ title, featured: true }]);

    // Opened again, the box says what is stored; unticked and saved, the product is no longer featured.
    await row.getByRole('button', { name: 'Edit' }).click();
    expect(await form.getByRole('checkbox', { name: /Featured/ }).isChecked()).toBe(true);
    await form.getByRole('checkbox', { name: /Featured/ }).uncheck();
    await form.getByRole('button', { name: 'Save product' }).click();
    await expect.poll(featuredProductTitles).toEqual([]);
    await page.close();
  });

  it('keeps the event editor’s Featured box with the event', async () => {
    const upcoming = DEMO_EVENTS.filter((e) => e.inDays > 0).sort((a, b) => a.inDays - b.inDays)[0]!;
    const page = await session.newPage(1280);
    await signInAsOwner(page, session.app.url, '/admin/events');
    const panel = page.locator('section[aria-labelledby=events-title]');
    const row = panel.locator('li', { has: page.getByRole('link', { name: upcoming.title, exact: true }) });
    await row.getByRole('button', { name: 'Edit' }).click();
    const form = page.getByRole('form', { name: `Edit ${upcoming.title}` });
    const box = form.getByRole('checkbox', { name: /Featured/ });
    expect(await box.isChecked()).toBe(false);
    await box.check();
    await shoot(page, 'event-editor-featured');
    await form.getByRole('button', { name: 'Save event' }).click();
    await expect.poll(() => page.getByRole('form', { name: `Edit ${upcoming.title}` }).count()).toBe(0);
    await expect.poll(featuredEventTitles).toEqual([{ title: upcoming.title, featured: true }]);
    await row.getByRole('button', { name: 'Edit' }).click();
    expect(await form.getByRole('checkbox', { name: /Featured/ }).isChecked()).toBe(true);
    await page.close();
  });
});

describe('an owner describes a gallery’s image in its editor', () => {
  it('keeps the description with the image, the other images’ as they were', async () => {
    const page = await session.newPage(1280);
    await signInAsOwner(page, session.app.url, '/admin/events');
    const row = page.locator('li', { has: page.getByRole('link', { name: DEMO_GALLERY.title, exact: true }) });
    await row.getByRole('button', { name: 'Edit' }).click();
    const form = page.getByRole('form', { name: `Edit ${DEMO_GALLERY.title}` });
    const first = form.getByLabel('Description of image 1');
    expect(await first.inputValue()).toBe('');
    // The second demo image's own description is there to be changed.
    expect(await form.getByLabel('Description of image 2').inputValue()).toBe(DEMO_GALLERY_IMAGES[1]!.description);
    await first.fill('Oak, from a barn in Kent.\n\nOiled <every> spring.');
    await shoot(page, 'gallery-editor-description');
    await form.getByRole('button', { name: 'Save gallery' }).click();
    await expect.poll(() => page.getByRole('form', { name: `Edit ${DEMO_GALLERY.title}` }).count()).toBe(0);
    const stored = await asOwner('{ site { collection(urlId: "gallery") { galleryImages { title description } } } }');
    expect(stored.site.collection.galleryImages.slice(0, 2)).toEqual([
      { title: DEMO_GALLERY_IMAGES[0]!.title, description: 'Oak, from a barn in Kent.\n\nOiled <every> spring.' },
      { title: DEMO_GALLERY_IMAGES[1]!.title, description: DEMO_GALLERY_IMAGES[1]!.description },
    ]);
    await page.close();
  });
});
