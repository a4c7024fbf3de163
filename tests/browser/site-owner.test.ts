import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { strToU8, zipSync } from 'fflate';
import { shippedThemeDir } from '@atelier/theme';
import { useBrowserSession } from '../support/browser-session.ts';
import { signInAsOwner } from '../support/sign-in.ts';
import { solidPng } from '../support/png.ts';
import { buyGiftCard, joinNewsletter, subscribe } from '../support/store-activity.ts';

const session = useBrowserSession();
const newPage = (width?: number) => session.newPage(width);
/** The running app, read when a test runs (it starts before them). */
const app = {
  get url() {
    return session.app.url;
  },
};

/** The shipped Atelier theme as an owner would zip it (a folder inside the zip), with changes. */
async function themeZip(changes: Record<string, string>): Promise<Buffer> {
  const dir = shippedThemeDir('atelier');
  const files: Record<string, Uint8Array> = {};
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const relative = path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
    files[`studio-theme/${relative}`] = new Uint8Array(await readFile(path.join(dir, relative)));
  }
  for (const [file, text] of Object.entries(changes)) files[`studio-theme/${file}`] = strToU8(text);
  return Buffer.from(zipSync(files));
}

const signIn = (page: Page, path?: string) => signInAsOwner(page, app.url, path);

describe('a site owner', () => {
  it('imports a theme zip: a broken one is refused with file and line and the site keeps its theme, a good one shows', async () => {
    const page = await newPage();
    await signIn(page, '/admin/theme');
    await expect.poll(() => page.getByTestId('theme-name').textContent()).toBe('Atelier');

    const broken = await themeZip({ 'blocks/post-meta.block': '<p>\n{.section author}\n{displayName|shout}\n</p>' });
    await page.setInputFiles('[data-testid=theme-zip]', {
      name: 'studio-theme.zip',
      mimeType: 'application/zip',
      buffer: broken,
    });
    await page.click('text=Import theme');
    const problems = page.getByTestId('theme-problems');
    await expect
      .poll(() => problems.textContent(), { timeout: 20_000 })
      .toContain("blocks/post-meta.block:3 SyntaxError: Formatter 'shout' is unknown");
    expect(await problems.textContent()).toContain('blocks/post-meta.block:2');
    const site = await newPage();
    await site.goto(`${app.url}/shop`);
    expect(await site.locator('link[rel=stylesheet][href^="/_theme/atelier/"]').count()).toBe(1);

    const good = await themeZip({
      'template.conf': JSON.stringify({
        name: 'Studio',
        layouts: {
          default: { name: 'Default', regions: ['header', 'main', 'footer'] },
          journal: { name: 'Journal', regions: ['header', 'journal', 'footer'] },
        },
        navigations: [
          { title: 'Main', name: 'mainNav' },
          { title: 'Footer', name: 'footerNav' },
        ],
        stylesheets: ['site.less', 'studio.css'],
      }),
      'styles/studio.css':
        '.site-header { background: rgb(40, 30, 60); }\n.site-title { color: rgb(255, 255, 255); }\n',
      'blocks/product-card.block':
        '<li class="product-card studio-card"><a href="{fullUrl|htmlattr}"><h2>{title|html}</h2>{@|product-price}</a></li>',
    });
    await page.setInputFiles('[data-testid=theme-zip]', {
      name: 'studio-theme.zip',
      mimeType: 'application/zip',
      buffer: good,
    });
    await page.click('text=Import theme');
    // The check runs in a worker thread: allow it its seconds.
    await expect.poll(() => page.getByTestId('theme-name').textContent(), { timeout: 20_000 }).toBe('Studio');

    // The visitor's browser may keep the shop it was shown for half a minute (page-caching.ts): a reload asks again.
    await site.reload();
    expect(await site.locator('.studio-card').count()).toBeGreaterThan(3);
    expect(await site.locator('.site-header').evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(
      'rgb(40, 30, 60)',
    );

    await page.selectOption('select:near(:text("Shipped themes"))', 'atelier');
    await expect.poll(() => page.getByTestId('theme-name').textContent()).toBe('Atelier');
    await site.reload();
    expect(await site.locator('.studio-card').count()).toBe(0);
  });

  it('writes a post that appears first in the journal, and pages back to page 2', async () => {
    const page = await newPage();
    await signIn(page, '/admin/content');
    await page.click('text=New post');
    await page.fill('form[aria-label^="New post"] input[name=title]', 'Notes from the <b>bench</b>');
    // Typed, not formatted: what looks like markup is text.
    await page.locator('form[aria-label^="New post"] [role=textbox]').click();
    await page.keyboard.type('First paragraph.');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Second <script>alert(1)</script> paragraph.');
    await page.fill('form[aria-label^="New post"] input[name=tags]', 'bench, notes');
    await page.click('text=Save post');
    await expect
      .poll(() => page.locator('.content-list a', { hasText: 'Notes from the <b>bench</b>' }).count())
      .toBe(1);

    const site = await newPage(390);
    await site.goto(`${app.url}/journal`);
    expect(await site.locator('.post-summary h2').first().textContent()).toBe('Notes from the <b>bench</b>');
    await site.click('a[rel=next]');
    await site.waitForURL(`${app.url}/journal?page=2`);
    expect(await site.locator('.pagination-count').textContent()).toBe('Page 2 of 2');
    expect(await site.locator('.post-summary').count()).toBe(3);
    await site.goto(`${app.url}/journal/notes-from-the-b-bench-b`);
    expect(await site.title()).toContain('Notes from the');
    expect(await site.locator('.post-body p').allTextContents()).toEqual([
      'First paragraph.',
      'Second <script>alert(1)</script> paragraph.',
    ]);
  });

  it('chooses the home page and the site’s icon in the site settings, and writes a page’s SEO title', async () => {
    const page = await newPage(390);
    await signIn(page, '/admin/settings');
    expect(await page.title()).toBe('Site settings — Atelier');
    const settings = page.getByRole('region', { name: 'Site settings' });
    await settings.getByLabel('Show at /').selectOption({ label: 'About (page)' });
    await settings.getByRole('button', { name: 'Save home page' }).click();
    await expect
      .poll(() => settings.getByRole('status').first().textContent())
      .toBe('Saved: your home page shows About.');
    const site = await newPage();
    const home = await site.goto(`${app.url}/`);
    expect(home?.status()).toBe(200);
    expect(await site.locator('.page-content h1').textContent()).toBe('About');
    expect(await site.locator('link[rel=canonical]').getAttribute('href')).toBe(`${app.url}/`);

    await settings
      .getByTestId('favicon-upload')
      .setInputFiles({ name: 'icon.png', mimeType: 'image/png', buffer: solidPng(64, 64, [200, 90, 40]) });
    await expect.poll(() => settings.getByText('Saved: your icon is in use.').count(), { timeout: 20_000 }).toBe(1);
    expect(await settings.locator('img.favicon-preview').getAttribute('src')).toMatch(/^\/favicon\.ico\?v=img_/);
    await site.goto(`${app.url}/journal`);
    const icon = await site.locator('link[rel=icon]').getAttribute('href');
    expect(icon).toMatch(/^\/favicon\.ico\?v=img_/);
    expect(await site.evaluate(async (href) => (await fetch(href!)).headers.get('content-type'), icon)).toBe(
      'image/webp',
    );
    await settings.getByRole('button', { name: 'Use Atelier’s icon' }).click();
    await expect.poll(() => settings.getByText('Saved: Atelier’s icon is in use.').count()).toBe(1);

    await page.goto(`${app.url}/admin/content`);
    await page
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: 'Contact', exact: true }) })
      .getByRole('button', { name: 'Edit' })
      .click();
    const editor = page.getByRole('form', { name: 'Edit Contact' });
    await editor.getByLabel('SEO title').fill('Write to the workshop');
    expect(await editor.locator('.seo-counter').first().textContent()).toBe('21 / 70');
    // The result preview reads as one: its title on a line above its description (the fields bring their styles into each panel's code).
    const [title, description] = await Promise.all([
      editor.locator('.seo-preview-title').boundingBox(),
      editor.locator('.seo-preview-description').boundingBox(),
    ]);
    expect(description!.y).toBeGreaterThanOrEqual(title!.y + title!.height);
    await editor.getByRole('button', { name: 'Save page' }).click();
    await expect.poll(() => page.getByRole('form', { name: 'Edit Contact' }).count()).toBe(0);
    await site.goto(`${app.url}/contact`);
    expect(await site.title()).toBe('Write to the workshop — Atelier Supply Co.');
    expect(await site.locator('meta[property="og:title"]').getAttribute('content')).toBe('Write to the workshop');

    await page.goto(`${app.url}/admin/settings`);
    await settings.getByLabel('Show at /').selectOption({ label: 'Default' });
    await settings.getByRole('button', { name: 'Save home page' }).click();
    await expect
      .poll(() => settings.getByRole('status').first().textContent())
      .toBe('Saved: your home page shows Shop.');
    await site.goto(`${app.url}/`);
    expect(await site.locator('.home-hero h1').textContent()).toBe(
      'Work clothes and tools for people who make things, used in our own workshop first.',
    );
  });

  it('lets a visitor past a lock screen with the password', async () => {
    const page = await newPage(390);
    await page.goto(`${app.url}/trade`);
    expect(await page.locator('.lock-card h1').textContent()).toBe('Trade Prices');
    await page.fill('#lock-password', 'not it');
    await page.click('.lock-form button[type=submit]');
    await expect
      .poll(() => page.locator('[role=alert]').textContent())
      .toBe('That password is not right. Please try again.');
    await page.fill('#lock-password', 'atelier-trade');
    await page.click('.lock-form button[type=submit]');
    await page.waitForURL(`${app.url}/trade`);
    expect(await page.locator('.page-content h1').textContent()).toBe('Trade Prices');
    expect(await page.locator('.rich-text').textContent()).toContain('trade@atelier.test');
  });
});

/** Whether the focus is in the editor's text (toolbar buttons hand it back a frame later). */
const typingIn = (area: Locator) =>
  expect.poll(() => area.evaluate((element) => element.contains(document.activeElement))).toBe(true);

describe('the rich-text editor of posts and pages', () => {
  it('writes a post with a heading, bold, italic, a list and a link, which its page shows; pasted scripts and handlers are gone', async () => {
    const page = await newPage(1280);
    page.on('dialog', (dialog) => void dialog.dismiss());
    await signIn(page, '/admin/content');
    await page.getByRole('button', { name: 'New post' }).first().click();
    const form = page.getByRole('form', { name: /^New post/ });
    await form.getByLabel('Title', { exact: true }).fill('Workshop news');
    const area = form.getByRole('textbox', { name: 'Body' });
    await area.click();
    await form.getByLabel('Text style').selectOption({ label: 'Heading' });
    await typingIn(area);
    await page.keyboard.type('This week at the bench');
    await page.keyboard.press('Enter');
    // The line after a heading is a paragraph again.
    expect(await form.getByLabel('Text style').inputValue()).toBe('p');
    await page.keyboard.type('A ');
    await form.getByRole('button', { name: 'Bold' }).click();
    expect(await form.getByRole('button', { name: 'Bold' }).getAttribute('aria-pressed')).toBe('true');
    await page.keyboard.type('bold');
    await form.getByRole('button', { name: 'Bold' }).click();
    await page.keyboard.type(' and ');
    await form.getByRole('button', { name: 'Italic' }).click();
    await page.keyboard.type('quiet');
    await form.getByRole('button', { name: 'Italic' }).click();
    await page.keyboard.type(' week.');
    await page.keyboard.press('Enter');
    await form.getByRole('button', { name: 'Bullets' }).click();
    await page.keyboard.type('Aprons');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Mugs');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Read the shop');
    for (let i = 0; i < 'shop'.length; i++) await page.keyboard.press('Shift+ArrowLeft');
    await form.getByRole('button', { name: 'Link' }).click();
    const address = form.getByLabel('Link address');
    await address.fill('javascript:alert(1)');
    await address.press('Enter');
    expect(await form.getByRole('alert').textContent()).toBe(
      'A link goes to a web address (https://…), a page of your site (/…) or an e-mail address.',
    );
    await address.fill('/shop');
    await address.press('Enter');
    await typingIn(area);
    await page.keyboard.type(' today.');
    await page.keyboard.press('Enter');

    // A body pasted from elsewhere brings its text, never its script or handlers (in the editor nor on the page).
    await area.evaluate((element) => {
      const data = new DataTransfer();
      data.setData(
        'text/html',
        '<p>Pasted words<img src="/nope.png" onerror="window.pwned = 1"><script>window.pwned = 2</script><a href="javascript:window.pwned=3" onclick="window.pwned=4">here</a></p>',
      );
      data.setData('text/plain', 'Pasted words here');
      element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    });
    await expect.poll(() => area.textContent()).toContain('Pasted words');
    await form.getByRole('button', { name: 'Save post' }).click();
    await expect.poll(() => page.locator('.content-list a', { hasText: 'Workshop news' }).count()).toBe(1);
    expect(await page.evaluate(() => (window as { pwned?: number }).pwned)).toBeUndefined();

    const [stored] = await session.app.db.query<{ body: string }>(
      `select body from catalog.post where title = 'Workshop news'`,
    );
    expect(stored!.body).not.toMatch(/script|onerror|onclick|javascript:|<img/i);

    const post = await newPage(390);
    await post.goto(`${app.url}/journal/workshop-news`);
    const body = post.locator('.post-body');
    expect(await body.locator('h2').allTextContents()).toEqual(['This week at the bench']);
    expect(await body.locator('strong').allTextContents()).toEqual(['bold']);
    expect(await body.locator('em').allTextContents()).toEqual(['quiet']);
    expect(await body.locator('ul > li').allTextContents()).toEqual(['Aprons', 'Mugs']);
    expect(await body.locator('a[href="/shop"]').allTextContents()).toEqual(['shop']);
    expect(await body.locator('p', { hasText: 'Read the' }).textContent()).toBe('Read the shop today.');
    expect(await body.textContent()).toContain('Pasted words');
    expect(await body.locator('script, img, [onerror], [onclick], a[href^="javascript"]').count()).toBe(0);
    expect(await post.evaluate(() => (window as { pwned?: number }).pwned)).toBeUndefined();
  });

  it('opens a page with a form in it and keeps the form when the page is saved', async () => {
    const page = await newPage(1280);
    await signIn(page, '/admin/content');
    const contact = page.locator('.content-list li', { hasText: 'Contact' });
    await contact.getByRole('button', { name: 'Edit' }).click();
    const form = page.getByRole('form', { name: 'Edit Contact' });
    const area = form.getByRole('textbox', { name: 'Body' });
    await expect
      .poll(() =>
        area
          .locator('[data-form-block]')
          .evaluateAll((blocks) => blocks.map((block) => block.getAttribute('data-form-block'))),
      )
      .toEqual(['form_contact', 'form_newsletter']);
    await area.locator('p').first().click();
    await page.keyboard.press('End');
    await page.keyboard.type(' We answer within a day.');
    await form.getByRole('button', { name: 'Save page' }).click();
    await expect.poll(() => form.count()).toBe(0);
    const [saved] = await session.app.db.query<{ body: string }>(
      `select body from catalog.collection where website_id = 'site_demo' and url_id = 'contact'`,
    );
    expect(saved!.body).toContain('We answer within a day.');
    expect(saved!.body).toContain('<div data-form-block="form_contact"></div>');
    expect(saved!.body).toContain('<div data-form-block="form_newsletter"></div>');
  });
});

describe('the dashboard’s menu and addresses', () => {
  for (const width of [1280, 390]) {
    it(`moves between panels by its menu at ${width} px: each has its address and title, back and forward and a reload bring it back`, async () => {
      const page = await newPage(width);
      // A panel's address opens it, also through the sign-in it leads to.
      await signIn(page, '/admin/orders');
      const nav = page.getByRole('navigation', { name: 'Dashboard' });
      const panel = (id: string) => page.locator(`.dashboard-main section[aria-labelledby=${id}-title]`);
      await panel('orders').waitFor();
      expect(await page.title()).toBe('Orders — Atelier');
      expect(await nav.locator('[aria-current=page]').allTextContents()).toEqual(['Orders']);
      // On a phone the menu is a button naming the panel; the links show when it opens.
      const toggle = nav.getByRole('button', { name: /^Menu/ });
      expect(await toggle.isVisible()).toBe(width < 800);
      expect(await nav.getByRole('link', { name: 'Forms' }).isVisible()).toBe(width >= 800);
      if (width < 800) expect(await toggle.textContent()).toBe('MenuOrders');

      // Moving by the menu does not load the page again: what this page holds stays.
      await page.evaluate(() => ((window as { samePage?: boolean }).samePage = true));
      const choose = async (label: string) => {
        if (width < 800) {
          await toggle.click();
          expect(await toggle.getAttribute('aria-expanded')).toBe('true');
        }
        await nav.getByRole('link', { name: label, exact: true }).click();
      };
      await choose('Forms');
      await page.waitForURL(`${app.url}/admin/forms`);
      await panel('forms').waitFor();
      expect(await panel('orders').count()).toBe(0);
      expect(await page.title()).toBe('Forms — Atelier');
      expect(await nav.locator('[aria-current=page]').allTextContents()).toEqual(['Forms']);
      if (width < 800) expect(await nav.getByRole('link', { name: 'Forms' }).isVisible()).toBe(false);
      await choose('Restock');
      await page.waitForURL(`${app.url}/admin/restock`);
      await panel('restock').waitFor();
      expect(await page.title()).toBe('Restock notices — Atelier');

      await page.goBack();
      await page.waitForURL(`${app.url}/admin/forms`);
      await panel('forms').waitFor();
      expect(await panel('restock').count()).toBe(0);
      expect(await nav.locator('[aria-current=page]').allTextContents()).toEqual(['Forms']);
      expect(await page.title()).toBe('Forms — Atelier');
      await page.goBack();
      await page.waitForURL(`${app.url}/admin/orders`);
      await panel('orders').waitFor();
      await page.goForward();
      await page.waitForURL(`${app.url}/admin/forms`);
      await panel('forms').waitFor();
      expect(await page.evaluate(() => (window as { samePage?: boolean }).samePage)).toBe(true);

      // The overview's cards lead to their panels too.
      await choose('Overview');
      await page.waitForURL(`${app.url}/admin`);
      await page.locator('.overview-card', { hasText: 'Gift cards' }).click();
      await page.waitForURL(`${app.url}/admin/gift-cards`);
      await panel('gift-cards').waitFor();

      await page.reload();
      await panel('gift-cards').waitFor();
      expect(await page.title()).toBe('Gift cards — Atelier');
      expect(await nav.locator('[aria-current=page]').allTextContents()).toEqual(['Gift cards']);
      // An address that is no panel is no page.
      expect((await page.goto(`${app.url}/admin/nothing-here`))?.status()).toBe(404);
    });
  }

  it('fits every panel in a phone’s screen, its tables within their panel', async () => {
    await subscribe(app.url, `ada.${Date.now()}@example.com`);
    await buyGiftCard(app.url, `friend.${Date.now()}@example.com`);
    await joinNewsletter(app.url, `reader.${Date.now()}@example.com`);
    const page = await newPage(390);
    await signIn(page);
    const nav = page.getByRole('navigation', { name: 'Dashboard' });
    const main = page.locator('.dashboard-main');
    /** What shows when each panel has its data, and what to open in it; a panel not named here shows its heading. */
    const shows: Record<string, string> = {
      '/admin': '.overview-card',
      '/admin/products': '[data-testid=inventory] tbody',
      '/admin/orders': '[data-testid=orders] tbody tr',
      '/admin/subscriptions': '[data-subscription-id]',
      '/admin/gift-cards': '[data-testid=gift-cards] tbody tr',
      '/admin/checkout': '[data-testid=tax-rules] tbody tr',
      '/admin/merchandising': 'input[name=customSoldOutText]',
      // The demo's own sign-ups: a fresh start has visitors waiting.
      '/admin/restock': '.restock-group',
      '/admin/content': '.content-list li',
      '/admin/forms': '.forms-table tbody tr',
      '/admin/theme': '[data-testid=theme-name]',
      '/admin/templates': '.theme-code .cm-content',
      '/admin/domains': '.content-list-plain code',
      '/admin/settings': '.collection-seo summary',
      // GraphiQL, its editors drawn.
      '/admin/api-explorer': '.graphiql-query-editor .view-lines',
    };
    const opens: Record<string, () => Promise<void>> = {
      '/admin/subscriptions': async () => {
        await main.locator('.subscription-orders summary').first().click();
        await main.locator('.subscription-orders-table tbody tr').first().waitFor();
      },
      '/admin/restock': async () => {
        await main
          .locator('.restock-group[data-variant-id=var_apron_m_olive]')
          .getByRole('button', { name: 'Sign-ups' })
          .click();
        await main.locator('.restock-sign-ups tbody tr').first().waitFor();
      },
      '/admin/forms': async () => {
        await main
          .locator('.forms-table tr', { hasText: 'Newsletter' })
          .getByRole('button', { name: 'Submissions' })
          .click();
        await main.locator('.submission-item').first().waitFor();
        await main.locator('.submission-toggle').first().click();
        await main.locator('details.outbox > summary', { hasText: 'Outbox' }).click();
      },
      '/admin/settings': async () => {
        await main.locator('.collection-seo summary').first().click();
        await main.locator('.collection-seo').first().getByLabel('SEO title').waitFor();
      },
      '/admin/content': async () => {
        await main.getByRole('button', { name: 'New post' }).first().click();
        await main.getByRole('textbox', { name: 'Body' }).waitFor();
      },
    };
    // The menu's links (hidden on a phone until it opens): every panel, however many the list holds.
    await nav.waitFor();
    const hrefs = await nav.locator('a').evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
    expect(hrefs).toEqual(expect.arrayContaining(Object.keys(shows)));
    for (const href of hrefs) {
      await nav.getByRole('button', { name: /^Menu/ }).click();
      await nav.locator(`a[href="${href}"]`).click();
      await page.waitForURL(`${app.url}${href}`);
      await main
        .locator(shows[href] ?? 'section h2')
        .first()
        .waitFor();
      await opens[href]?.();
      expect({ href, width: await page.evaluate(() => document.documentElement.scrollWidth) }).toEqual({
        href,
        width: 390,
      });
      // Each table is within the screen, or scrolls sideways inside a box that is.
      const tables = await main.locator('table').evaluateAll((found) =>
        found.map((table) => {
          let box: Element | null = table;
          while (box && box !== document.body && !['auto', 'scroll'].includes(getComputedStyle(box).overflowX))
            box = box.parentElement;
          const right = (box && box !== document.body ? box : table).getBoundingClientRect().right;
          return { table: table.className, right: Math.ceil(right) };
        }),
      );
      for (const table of tables)
        expect({ href, ...table, fits: table.right <= 390 }).toEqual({ href, ...table, fits: true });
    }
  });
});
