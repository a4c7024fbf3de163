import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_OWNER } from '@atelier/demo-site';
import { hashPassword } from '@atelier/platform';
import { useBrowserSession } from '../support/browser-session.ts';
import { signInAsOwner } from '../support/sign-in.ts';

const session = useBrowserSession();
const app = {
  get url() {
    return session.app.url;
  },
  get port() {
    return new URL(session.app.url).port;
  },
};

/** Signs in through the login form the page is on (a dashboard address of a host leads there). */
async function signInHere(page: Page, email: string, password: string) {
  await page.fill('input[name=email]', email);
  await page.fill('input[name=password]', password);
  await page.click('button[type=submit]');
}

describe('the owner’s sites in /admin', () => {
  it('lists the demo owner’s sites, makes a new one through the form, and opens its dashboard', async () => {
    const page = await session.newPage(1280);
    await signInAsOwner(page, app.url, '/admin');
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Your sites' }).click();
    await page.waitForURL(`${app.url}/admin/sites`);
    expect(await page.title()).toBe('Your sites — Atelier');
    const rows = page.locator('[data-testid=sites] tbody tr');
    await rows.first().waitFor();
    expect(await rows.evaluateAll((found) => found.map((row) => row.getAttribute('data-site-id')))).toEqual([
      'site_demo',
      'site_kiln',
    ]);
    const demoRow = rows.filter({ hasText: 'Atelier Supply Co.' });
    expect(await demoRow.locator('.site-here').textContent()).toBe('This address');
    expect(await demoRow.locator('.site-plan-name').textContent()).toBe('Commerce Advanced');
    expect(await demoRow.locator('.billing-status').textContent()).toBe('Paid');
    expect(
      await rows
        .filter({ hasText: 'Kiln & Co. Ceramics' })
        .getByRole('link', { name: /Open dashboard/ })
        .getAttribute('href'),
    ).toBe(`http://kiln.localhost:${app.port}/admin`);

    await page.getByRole('button', { name: 'New site' }).click();
    const form = page.getByRole('form', { name: 'New site' });
    const address = form.getByLabel('Address');
    const state = form.locator('.slug-state');
    // The address follows the title, and a clash of the title's own shows before anything is sent.
    await form.getByLabel('Title').fill('Kiln');
    await expect.poll(() => address.inputValue()).toBe('kiln-2');
    await expect.poll(() => state.textContent()).toBe('Another site has the address “kiln”. “kiln-2” is free.');
    await form.getByLabel('Title').fill('Harbour Goods');
    await expect.poll(() => address.inputValue()).toBe('harbour-goods');
    await expect.poll(() => state.textContent()).toBe(`harbour-goods.localhost:${app.port} is free.`);
    // An address of the owner's own is checked as they type: a reserved one is refused, with a free one to take.
    await address.fill('admin');
    await expect
      .poll(() => state.textContent())
      .toBe('“admin” is kept for Atelier itself. “admin-2” is free. Use admin-2');
    expect(await address.getAttribute('aria-invalid')).toBe('true');
    await form.getByRole('button', { name: 'Use admin-2' }).click();
    await expect.poll(() => address.inputValue()).toBe('admin-2');
    await address.fill('harbour-goods');
    await expect.poll(() => state.textContent()).toBe(`harbour-goods.localhost:${app.port} is free.`);

    await form.getByLabel('Theme').selectOption('ledger');
    await form.getByLabel('Currency').selectOption('EUR');
    await form.getByLabel('Language and region').selectOption('fr-FR');
    expect(await form.getByLabel('Time zone').inputValue()).toBe('America/New_York');
    await form.getByLabel('Time zone').selectOption('Europe/Paris');
    await form.getByRole('button', { name: 'Create site' }).click();

    const created = page.getByTestId('site-created');
    await created.waitFor();
    const [row] = await session.app.db.query(
      `select id, owner_id, theme, selected_currency, locale, time_zone from catalog.website where slug = 'harbour-goods'`,
    );
    expect(row).toMatchObject({
      owner_id: DEMO_OWNER.id,
      theme: 'ledger',
      selected_currency: 'EUR',
      locale: 'fr-FR',
      time_zone: 'Europe/Paris',
    });
    expect(await created.textContent()).toContain(`Harbour Goods is ready at harbour-goods.localhost:${app.port}`);
    await expect.poll(() => rows.last().getAttribute('data-site-id')).toBe(row.id);
    expect(await form.count()).toBe(0);
    // A new site is on its trial.
    const newRow = rows.last();
    await expect.poll(() => newRow.locator('.billing-status').textContent()).toBe('Trial');
    expect(await newRow.locator('.site-plan-name').textContent()).toBe('Business');
    expect(await newRow.locator('.site-billing .hint time').getAttribute('datetime')).toBeTruthy();

    // Its dashboard is at its own address, whose session is its own: a hand-off signs the owner in there.
    await created.getByRole('link', { name: 'Open its dashboard' }).click();
    await page.waitForURL(`http://harbour-goods.localhost:${app.port}/admin`);
    await expect.poll(() => page.locator('.dashboard-header h1').textContent()).toBe('Harbour Goods');
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Pages and posts' }).click();
    await expect.poll(() => page.locator('.dashboard-main').textContent()).toContain('Blog');
  });

  it('shows a new owner, on a host that is not theirs, their sites: none yet, then the one they make (390 px)', async () => {
    await session.app.db.query(
      `insert into accounts.owner (id, email, name, password_hash, email_verified_at) values ($1, $2, $3, $4, now())`,
      ['owner_new', 'new@atelier.test', 'Nia Newcomer', await hashPassword('a-long-enough-password')],
    );
    const page = await session.newPage(390);
    await page.goto(`${app.url}/admin`);
    await signInHere(page, 'new@atelier.test', 'a-long-enough-password');
    await page.waitForURL(`${app.url}/admin`);
    await expect.poll(() => page.locator('.dashboard-header h1').textContent()).toBe('Nia Newcomer');
    expect(await page.getByRole('navigation', { name: 'Dashboard' }).count()).toBe(0);
    await expect
      .poll(() => page.locator('.sites-panel .cart-status').textContent())
      .toBe('You have no sites yet. Start one with New site.');
    expect(await page.title()).toBe('Your sites — Atelier');

    await page.getByRole('button', { name: 'New site' }).click();
    const form = page.getByRole('form', { name: 'New site' });
    // A blank title is told by the catalog's own rule before anything is sent.
    await form.getByRole('button', { name: 'Create site' }).click();
    await expect.poll(() => form.getByRole('alert').textContent()).toBe('A title is required.');
    expect(await form.getByLabel('Title').getAttribute('aria-invalid')).toBe('true');
    expect(await session.app.db.query(`select id from catalog.website where owner_id = 'owner_new'`)).toEqual([]);
    await form.getByLabel('Title').fill('Nia’s Plants');
    await expect.poll(() => form.getByLabel('Address').inputValue()).toBe('nias-plants');
    await expect.poll(() => form.locator('.slug-state').textContent()).toContain('is free.');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
    await form.getByRole('button', { name: 'Create site' }).click();
    await page.getByTestId('site-created').waitFor();
    const rows = page.locator('[data-testid=sites] tbody tr');
    await expect.poll(() => rows.allTextContents()).toEqual([expect.stringContaining('Nia’s Plants')]);
    const [row] = await session.app.db.query(`select id from catalog.website where owner_id = 'owner_new'`);
    expect(await rows.first().getAttribute('data-site-id')).toBe(row.id);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
  });
});
