import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { strToU8, zipSync } from 'fflate';
import { shippedThemeDir } from '@atelier/theme';
import { useBrowserSession } from '../support/browser-session.ts';
import { signInAsOwner } from '../support/sign-in.ts';
import { solidPng } from '../support/png.ts';

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

const signIn = (page: Page) => signInAsOwner(page, app.url);

describe('a site owner', () => {
  it('imports a theme zip: a broken one is refused with file and line and the site keeps its theme, a good one shows', async () => {
    const page = await newPage();
    await signIn(page);
    await expect.poll(() => page.getByTestId('theme-name').textContent()).toBe('Atelier');

    const broken = await themeZip({ 'blocks/post-meta.block': '<p>\n{.section author}\n{displayName|shout}\n</p>' });
    await page.setInputFiles('[data-testid=theme-zip]', { name: 'studio-theme.zip', mimeType: 'application/zip', buffer: broken });
    await page.click('text=Import theme');
    const problems = page.getByTestId('theme-problems');
    await expect.poll(() => problems.textContent(), { timeout: 20_000 }).toContain("blocks/post-meta.block:3 SyntaxError: Formatter 'shout' is unknown");
    expect(await problems.textContent()).toContain('blocks/post-meta.block:2');
    const site = await newPage();
    await site.goto(`${app.url}/shop`);
    expect(await site.locator('link[rel=stylesheet][href^="/_theme/atelier/"]').count()).toBe(1);

    const good = await themeZip({
      'template.conf': JSON.stringify({ name: 'Studio', layouts: { default: { name: 'Default', regions: ['header', 'main', 'footer'] }, journal: { name: 'Journal', regions: ['header', 'journal', 'footer'] } }, navigations: [{ title: 'Main', name: 'mainNav' }, { title: 'Footer', name: 'footerNav' }], stylesheets: ['site.less', 'studio.css'] }),
      'styles/studio.css': '.site-header { background: rgb(40, 30, 60); }\n.site-title { color: rgb(255, 255, 255); }\n',
      'blocks/product-card.block': '<li class="product-card studio-card"><a href="{fullUrl|htmlattr}"><h2>{title|html}</h2>{@|product-price}</a></li>',
    });
    await page.setInputFiles('[data-testid=theme-zip]', { name: 'studio-theme.zip', mimeType: 'application/zip', buffer: good });
    await page.click('text=Import theme');
    // The check runs in a worker thread: allow it its seconds.
    await expect.poll(() => page.getByTestId('theme-name').textContent(), { timeout: 20_000 }).toBe('Studio');

    await site.goto(`${app.url}/shop`);
    expect(await site.locator('.studio-card').count()).toBeGreaterThan(3);
    expect(await site.locator('.site-header').evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(40, 30, 60)');

    await page.selectOption('select:near(:text("Shipped themes"))', 'atelier');
    await expect.poll(() => page.getByTestId('theme-name').textContent()).toBe('Atelier');
    await site.goto(`${app.url}/shop`);
    expect(await site.locator('.studio-card').count()).toBe(0);
  });

  it('writes a post that appears first in the journal, and pages back to page 2', async () => {
    const page = await newPage();
    await signIn(page);
    await page.click('text=New post');
    await page.fill('form[aria-label^="New post"] input[name=title]', 'Notes from the <b>bench</b>');
    await page.fill('form[aria-label^="New post"] textarea[name=body]', 'First paragraph.\n\nSecond <script>alert(1)</script> paragraph.');
    await page.fill('form[aria-label^="New post"] input[name=tags]', 'bench, notes');
    await page.click('text=Save post');
    await expect.poll(() => page.locator('.content-list a', { hasText: 'Notes from the <b>bench</b>' }).count()).toBe(1);

    const site = await newPage(390);
    await site.goto(`${app.url}/journal`);
    expect(await site.locator('.post-summary h2').first().textContent()).toBe('Notes from the <b>bench</b>');
    await site.click('a[rel=next]');
    await site.waitForURL(`${app.url}/journal?page=2`);
    expect(await site.locator('.pagination-count').textContent()).toBe('Page 2 of 2');
    expect(await site.locator('.post-summary').count()).toBe(3);
    await site.goto(`${app.url}/journal/notes-from-the-b-bench-b`);
    expect(await site.title()).toContain('Notes from the');
    expect(await site.locator('.post-body p').allTextContents()).toEqual(['First paragraph.', 'Second <script>alert(1)</script> paragraph.']);
  });

  it('chooses the home page and the site’s icon in the site settings, and writes a page’s SEO title', async () => {
    const page = await newPage(390);
    await signIn(page);
    const settings = page.getByRole('region', { name: 'Site settings' });
    await settings.getByLabel('Show at /').selectOption({ label: 'About (page)' });
    await settings.getByRole('button', { name: 'Save home page' }).click();
    await expect.poll(() => settings.getByRole('status').first().textContent()).toBe('Saved: your home page shows About.');
    const site = await newPage();
    const home = await site.goto(`${app.url}/`);
    expect(home?.status()).toBe(200);
    expect(await site.locator('.page-content h1').textContent()).toBe('About');
    expect(await site.locator('link[rel=canonical]').getAttribute('href')).toBe(`${app.url}/`);

    await settings.getByTestId('favicon-upload').setInputFiles({ name: 'icon.png', mimeType: 'image/png', buffer: solidPng(64, 64, [200, 90, 40]) });
    await expect.poll(() => settings.getByText('Saved: your icon is in use.').count(), { timeout: 20_000 }).toBe(1);
    expect(await settings.locator('img.favicon-preview').getAttribute('src')).toMatch(/^\/favicon\.ico\?v=img_/);
    await site.goto(`${app.url}/journal`);
    const icon = await site.locator('link[rel=icon]').getAttribute('href');
    expect(icon).toMatch(/^\/favicon\.ico\?v=img_/);
    expect(await site.evaluate(async (href) => (await fetch(href!)).headers.get('content-type'), icon)).toBe('image/webp');
    await settings.getByRole('button', { name: 'Use Atelier’s icon' }).click();
    await expect.poll(() => settings.getByText('Saved: Atelier’s icon is in use.').count()).toBe(1);

    await page.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Contact', exact: true }) }).getByRole('button', { name: 'Edit' }).click();
    const editor = page.getByRole('form', { name: 'Edit Contact' });
    await editor.getByLabel('SEO title').fill('Write to the workshop');
    expect(await editor.locator('.seo-counter').first().textContent()).toBe('21 / 70');
    await editor.getByRole('button', { name: 'Save page' }).click();
    await expect.poll(() => page.getByRole('form', { name: 'Edit Contact' }).count()).toBe(0);
    await site.goto(`${app.url}/contact`);
    expect(await site.title()).toBe('Write to the workshop — Atelier Supply Co.');
    expect(await site.locator('meta[property="og:title"]').getAttribute('content')).toBe('Write to the workshop');

    await settings.getByLabel('Show at /').selectOption({ label: 'Default' });
    await settings.getByRole('button', { name: 'Save home page' }).click();
    await expect.poll(() => settings.getByRole('status').first().textContent()).toBe('Saved: your home page shows Shop.');
    await site.goto(`${app.url}/`);
    expect(await site.locator('.home-hero h1').textContent()).toBe('Work clothes and tools for people who make things, used in our own workshop first.');
  });

  it('lets a visitor past a lock screen with the password', async () => {
    const page = await newPage(390);
    await page.goto(`${app.url}/trade`);
    expect(await page.locator('.lock-card h1').textContent()).toBe('Trade Prices');
    await page.fill('#lock-password', 'not it');
    await page.click('.lock-form button[type=submit]');
    await expect.poll(() => page.locator('[role=alert]').textContent()).toBe('That password is not right. Please try again.');
    await page.fill('#lock-password', 'atelier-trade');
    await page.click('.lock-form button[type=submit]');
    await page.waitForURL(`${app.url}/trade`);
    expect(await page.locator('.page-content h1').textContent()).toBe('Trade Prices');
    expect(await page.locator('.rich-text').textContent()).toContain('trade@atelier.test');
  });
});
