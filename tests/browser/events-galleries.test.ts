import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowserSession } from '../support/browser-session.ts';
import { solidPng } from '../support/png.ts';
import { shoot } from '../support/shots.ts';
import { signedInClient, signInAsOwner } from '../support/sign-in.ts';

const session = useBrowserSession();

const PRINTS = `{ site { collection(urlId: "prints") { id galleryImages { title image { id } } galleryOptions { design padding controls thumbnails indicators showMeta } } } }`;
const SAVE_GALLERY = `mutation($input: GalleryInput!) { saveGallery(input: $input) { userErrors { code } } }`;
const USE_THEME = `mutation($name: String!) { useShippedTheme(name: $name) { website { theme } userErrors { code } } }`;

/** Titles that would run a script if any page wrote them unescaped; each sets window.__xss or opens a dialog. */
const XSS = [
  '<script>window.__xss = 1</script>',
  '"><img src=x onerror="window.__xss = 2">',
  "'><svg onload=window.__xss=3>",
  '</figcaption><iframe srcdoc="<script>parent.__xss=4</script>"></iframe>',
  '{@|apply event-when.block}<b onmouseover=alert(5)>',
];

/** A wall-clock time days from now, as a datetime-local field takes it. */
const wallInDays = (days: number, hour: number) => {
  const d = new Date(Date.now() + days * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(hour)}:00`;
};

/** Opens a site page and records whether any script of the corpus ran there. */
async function visit(page: Page, path: string) {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const response = await page.goto(`${session.app.url}${path}`);
  expect(response?.status()).toBe(200);
  await page.waitForLoadState('load');
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  expect(dialogs).toEqual([]);
}

describe('events and galleries in /admin and on the site', () => {
  it('an owner adds an event and a gallery whose titles are hostile; visitors see the text and no script runs', async () => {
    const admin = await session.newPage(1280);
    await signInAsOwner(admin, session.app.url, '/admin/events');
    const panel = admin.locator('section[aria-labelledby=events-title]');
    await panel.getByRole('button', { name: 'New event', exact: true }).click();
    const form = admin.getByRole('form', { name: 'New event in Workshops' });
    await form.getByLabel('Title', { exact: true }).fill(XSS[0]!);
    await form.getByLabel(/^Starts/).fill(wallInDays(5, 18));
    await form.getByLabel('Ends', { exact: true }).fill(wallInDays(5, 16));
    await form.getByLabel('Address line 1').fill(XSS[1]!);
    await form.getByLabel('Country').fill('United States');
    // Ends before it starts: the server's words, and nothing stored.
    await form.getByRole('button', { name: 'Save event' }).click();
    await expect.poll(() => form.getByRole('alert').textContent()).toBe('An event cannot end before it starts.');
    await form.getByLabel('Ends', { exact: true }).fill(wallInDays(5, 20));
    await form.getByRole('button', { name: 'Save event' }).click();
    await expect.poll(() => panel.getByRole('link', { name: XSS[0]!, exact: true }).count()).toBe(1);
    const [stored] = await session.app.db.query<{ id: string; url_id: string; start_at: Date; end_at: Date }>(
      `select id, url_id, start_at, end_at from catalog.event where title = $1`,
      [XSS[0]],
    );
    expect(stored!.end_at.getTime() - stored!.start_at.getTime()).toBe(2 * 3_600_000);

    await panel.getByRole('button', { name: 'New gallery' }).click();
    const gallery = admin.getByRole('form', { name: 'New gallery' });
    await gallery.getByLabel('Title', { exact: true }).fill('Prints');
    await gallery.getByRole('combobox', { name: 'Navigation' }).selectOption('footerNav');
    await gallery.getByRole('combobox', { name: 'Design', exact: true }).selectOption('slideshow');
    await gallery.getByLabel(/^Padding/).fill('50');
    await gallery.getByRole('checkbox', { name: 'Show titles', exact: true }).check();
    await gallery.getByRole('checkbox', { name: 'Previous and next', exact: true }).check();
    await gallery.getByRole('checkbox', { name: 'Thumbnail strip', exact: true }).check();
    await gallery.getByRole('checkbox', { name: 'Indicators', exact: true }).check();
    await gallery.getByLabel('Add images').setInputFiles([
      { name: 'a.png', mimeType: 'image/png', buffer: solidPng(900, 600, [181, 84, 47]) },
      { name: 'b.png', mimeType: 'image/png', buffer: solidPng(900, 600, [47, 74, 58]) },
      { name: 'c.png', mimeType: 'image/png', buffer: solidPng(900, 600, [29, 42, 47]) },
    ]);
    await expect.poll(() => gallery.locator('.gallery-editor-images li').count()).toBe(3);
    await gallery.getByLabel('Title of image 1').fill(XSS[2]!);
    await gallery.getByLabel('Title of image 2').fill(XSS[3]!);
    await gallery.getByLabel('Title of image 3').fill(XSS[4]!);
    await shoot(admin, 'gallery-form');
    await shoot(admin, 'gallery-form');
    await gallery.getByRole('button', { name: 'Save gallery' }).click();
    await expect.poll(() => panel.getByRole('link', { name: 'Prints', exact: true }).count()).toBe(1);
    expect(await panel.locator('li', { hasText: 'Prints' }).locator('.type-tag').textContent()).toBe(
      '3 images · slideshow',
    );
    await shoot(admin, 'events-galleries-panel');

    const visitor = await session.newPage(390);
    await visit(visitor, '/events');
    expect(await visitor.locator('.event-summary h2', { hasText: XSS[0]! }).count()).toBe(1);
    await visit(visitor, `/events/${stored!.url_id}`);
    expect(await visitor.locator('h1.event-title').textContent()).toBe(XSS[0]);
    expect(await visitor.locator('.event-address span').first().textContent()).toBe(XSS[1]);
    const calendar = await visitor.getByRole('link', { name: 'Add to calendar' }).getAttribute('href');
    expect(new URL(calendar!).searchParams.get('text')).toBe(XSS[0]);
    await visit(visitor, '/prints');
    expect(await visitor.locator('.gallery figcaption').allTextContents()).toEqual([XSS[2], XSS[3], XSS[4]]);
    expect(await visitor.locator('.gallery img').evaluateAll((imgs) => imgs.map((i) => i.getAttribute('alt')))).toEqual(
      [XSS[2], XSS[3], XSS[4], XSS[2], XSS[3], XSS[4]],
    );
    expect(await visitor.locator('iframe, svg[onload], b[onmouseover]').count()).toBe(0);
    // The slideshow's next control brings the second image into view.
    await visitor.getByRole('link', { name: 'Next' }).first().click();
    await expect
      .poll(() =>
        visitor
          .locator('.gallery-image')
          .nth(1)
          .evaluate((li) => Math.round(li.getBoundingClientRect().left)),
      )
      .toBeLessThan(40);
  });

  it('shows the event list and a gallery in two designs, in both shipped themes', async () => {
    const page = await session.newPage(1280);
    const owner = await signedInClient(session.app.url);
    // The slideshow plays by itself once its owner turns autoplay on (1 s, the least delay).
    const prints = (await owner.graphql(PRINTS)).json.data.site.collection;
    const replayed = await owner.graphql(SAVE_GALLERY, {
      input: {
        id: prints.id,
        title: 'Prints',
        options: { ...prints.galleryOptions, autoplay: true, autoplayDelay: 0 },
        images: prints.galleryImages.map((g: { title: string; image: { id: string } }) => ({
          imageId: g.image.id,
          title: g.title,
        })),
      },
    });
    expect(replayed.json.data.saveGallery.userErrors).toEqual([]);
    for (const theme of ['atelier', 'ledger']) {
      const { json } = await owner.graphql(USE_THEME, { name: theme });
      expect(json.data.useShippedTheme).toEqual({ website: { theme }, userErrors: [] });
      // The owner's answer waits for every process to forget the old theme: the next page is drawn by the new one.
      await page.goto(`${session.app.url}/events`);
      expect(await page.content()).toContain(`/_theme/${theme}/`);
      await visit(page, '/events');
      const rows = theme === 'ledger' ? page.locator('.event-row') : page.locator('.event-summary');
      expect(await rows.count()).toBeGreaterThanOrEqual(3);
      await shoot(page, `${theme}-events`);
      await visit(page, '/events/indigo-dyeing');
      await shoot(page, `${theme}-event`);
      await visit(page, '/gallery');
      expect(await page.locator('.gallery-grid .gallery-image').count()).toBe(6);
      await shoot(page, `${theme}-gallery-grid`);
      await visit(page, '/prints');
      expect(await page.locator('.gallery-slideshow .gallery-image').count()).toBe(3);
      expect(await page.locator('.gallery').getAttribute('data-autoplay')).toBe('1');
      await expect.poll(() => page.locator('.gallery-images').evaluate((track) => track.scrollLeft)).toBeGreaterThan(0);
      await shoot(page, `${theme}-gallery-slideshow`);
      // No sideways scroll on a phone.
      await page.setViewportSize({ width: 390, height: 900 });
      for (const path of ['/events', '/events/indigo-dyeing', '/gallery', '/prints']) {
        await visit(page, path);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      }
      await page.setViewportSize({ width: 1280, height: 900 });
    }
  });
});
