import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { OWNER_INPUT_MESSAGES, PASSWORD_MESSAGES } from '@atelier/accounts';
import { cheapestPlanWith, planById, PLANS } from '@atelier/billing';
import { TEST_CARDS } from '@atelier/commerce';
import { PAYMENT_MESSAGES } from '@atelier/commerce/server';
import { useBrowserSession } from '../support/browser-session.ts';
import { HttpClient } from '../support/http-client.ts';
import { shoot } from '../support/shots.ts';
import { mailText, useSmtpSink } from '../support/smtp-sink.ts';

/** The SMTP server the sign-up's mail reaches, started before the platform. */
const smtp = useSmtpSink();
const session = useBrowserSession(() => ({ ...smtp.options }));
const rows = (sql: string, params: unknown[] = []) => session.app.db.query(sql, params) as Promise<any[]>;

const NAME = 'Grace Hopper';
const EMAIL = 'grace.hopper@example.com';
const PASSWORD = 'compile-the-harbour';

const PREVIEW = `query($s: ID!, $p: ID!) { planChangePreview(subscriptionId: $s, planId: $p) {
  preview { invoice { total { value currency minor } } } userErrors { message code } } }`;

const fieldError = (page: Page, name: string) => page.locator(`[data-field-error=${name}]`).textContent();
const noSidewaysScroll = async (page: Page, width: number) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
const menuLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name });

describe('a new person, from nothing to selling a subscription', () => {
  // One person's whole way from nothing to a paid store: some twenty pages and a captcha, which a busy
  // 2-core machine may take minutes over; every step still waits on what it sees, never on the clock.
  it('signs up, confirms the e-mail, makes a site, adds a product, upgrades from the upsell and sells a subscription', async () => {
    const { app } = session;
    const port = new URL(app.url).port;

    // --- Sign-up, on a phone: the page checks as the server does, and the captcha is solved.
    const phone = await session.newPage(390);
    await phone.goto(`${app.url}/admin/login`);
    await phone.getByRole('link', { name: 'Create an account' }).click();
    await phone.waitForURL(`${app.url}/admin/signup`);
    expect(await phone.title()).toBe('Create your account — Atelier');
    await noSidewaysScroll(phone, 390);
    await shoot(phone, 'sign-up');

    // The rules of @atelier/accounts, in the browser before anything is sent.
    await phone.getByLabel('Email').fill('grace@');
    await phone.getByLabel('Password').fill('short');
    await phone.getByRole('button', { name: 'Create account' }).click();
    expect(await fieldError(phone, 'name')).toBe(OWNER_INPUT_MESSAGES.nameRequired);
    expect(await fieldError(phone, 'email')).toBe(OWNER_INPUT_MESSAGES.emailInvalid);
    expect(await fieldError(phone, 'password')).toBe(PASSWORD_MESSAGES.tooShort);
    expect(await phone.getByLabel('Password').getAttribute('aria-invalid')).toBe('true');
    await shoot(phone, 'sign-up-errors');

    await phone.getByLabel('Name').fill(NAME);
    await phone.getByLabel('Email').fill(EMAIL);
    await phone.getByLabel('Password').fill(PASSWORD);
    // The captcha started when the form was first touched; a person waits for its tick.
    await expect
      .poll(() => phone.locator('[data-captcha-state]').getAttribute('data-captcha-state'), { timeout: 30_000 })
      .toBe('solved');
    await phone.getByRole('button', { name: 'Create account' }).click();
    await phone.locator('[data-check-inbox]').waitFor();
    expect(await phone.locator('[data-check-inbox] h1').textContent()).toBe('Check your inbox');
    expect(await phone.locator('[data-check-inbox]').textContent()).toContain(`We sent a link to ${EMAIL}.`);

    // --- The mail, read from the SMTP server this file started.
    await expect.poll(() => smtp.received.filter((m) => m.to === EMAIL).length, { timeout: 30_000 }).toBe(1);
    const mail = mailText(smtp.received.find((m) => m.to === EMAIL)!.raw);
    expect(mail).toContain('Subject: Confirm your email address for Atelier');
    const link = /http:\/\/\S+\/admin\/verify\?token=[A-Za-z0-9_-]+/.exec(mail)![0];

    const verifiedAt = async () =>
      (await rows(`select email_verified_at from accounts.owner where email = $1`, [EMAIL]))[0].email_verified_at;
    // A mail scanner fetches the link first, twice, as Safe Links and link previews do: nothing is spent.
    for (const _ of [1, 2]) expect((await fetch(link)).status).toBe(200);

    // Its link opened in another browser, as from a phone's mail app onto a desktop's: the page asks and
    // changes nothing until its button is pressed, then the person is signed in on /admin.
    const page = await session.newPage(1280);
    await page.goto(link);
    const confirm = page.getByRole('button', { name: 'Confirm my email address' });
    await confirm.waitFor();
    expect(await page.locator('h1').textContent()).toBe('Confirm your email address');
    expect(await verifiedAt()).toBeNull();
    await confirm.click();
    await page.waitForURL(`${app.url}/admin`);
    await expect.poll(() => page.locator('.dashboard-header .eyebrow').textContent()).toBe(`Signed in as ${EMAIL}`);
    const [owner] = await rows(`select id, email_verified_at from accounts.owner where email = $1`, [EMAIL]);
    expect(owner.email_verified_at).not.toBeNull();

    // --- A site of their own, through the New site form.
    await expect
      .poll(() => page.locator('.sites-panel .cart-status').textContent())
      .toBe('You have no sites yet. Start one with New site.');
    await page.getByRole('button', { name: 'New site' }).click();
    const siteForm = page.getByRole('form', { name: 'New site' });
    await siteForm.getByLabel('Title').fill('Harbour Coffee');
    await expect.poll(() => siteForm.getByLabel('Address').inputValue()).toBe('harbour-coffee');
    await expect
      .poll(() => siteForm.locator('.slug-state').textContent())
      .toBe(`harbour-coffee.localhost:${port} is free.`);
    await siteForm.getByRole('button', { name: 'Create site' }).click();
    await page.getByTestId('site-created').waitFor();
    const [website] = await rows(`select id, owner_id from catalog.website where slug = 'harbour-coffee'`);
    expect(website.owner_id).toBe(owner.id);
    const siteRows = page.locator('[data-testid=sites] tbody tr');
    await expect
      .poll(() => siteRows.evaluateAll((found) => found.map((row) => row.dataset.siteId)))
      .toEqual([website.id]);

    // The new site is on a trial of Business, a website plan: product subscriptions are not in it.
    const [trial] = await rows(
      `select id, plan_id, status from billing.subscription where website_id = $1 and product_type = 'website'`,
      [website.id],
    );
    expect(trial).toMatchObject({ plan_id: 'business', status: 'trial' });
    expect(planById('business')!.features).not.toContain('PRODUCT_SUBSCRIPTIONS');
    const upgrade = cheapestPlanWith('PRODUCT_SUBSCRIPTIONS', PLANS)!;
    expect(upgrade.planDisplayName).toBe('Commerce Advanced');
    const row = siteRows.first();
    await expect.poll(() => row.locator('.billing-status').textContent()).toBe('Trial');
    expect(await row.locator('.site-plan-name').textContent()).toBe('Business');
    await shoot(page, 'sites');

    // --- Its dashboard, at the site's own address: the list's link hands the session over.
    await row.getByRole('link', { name: /Open dashboard/ }).click();
    const site = `http://harbour-coffee.localhost:${port}`;
    await page.waitForURL(`${site}/admin`);
    await expect.poll(() => page.locator('.dashboard-header h1').textContent()).toBe('Harbour Coffee');

    // --- A first product, through Products > New product; the form offers product subscriptions by the upsell.
    await menuLink(page, 'Products').click();
    await page.waitForURL(`${site}/admin/products`);
    await page.getByRole('button', { name: 'New product in Shop' }).click();
    const form = page.getByRole('form', { name: 'New product' });
    const upsell = form.getByTestId('subscription-upsell');
    await expect
      .poll(() => upsell.textContent())
      .toBe('Product subscriptions come with Commerce Advanced. Upgrade to Commerce Advanced');
    expect(await form.getByLabel('Sell as a subscription').count()).toBe(0);
    await form.getByLabel('Title', { exact: true }).fill('House Blend');
    const variant = form.getByRole('group', { name: 'Variant 1' });
    await variant.getByLabel('SKU').fill('BLEND-1');
    await variant.getByLabel('Price (USD)').fill('14');
    await variant.getByLabel('Stock').fill('25');
    await form.getByRole('button', { name: 'Save product' }).click();
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Product saved.' }).count()).toBe(1);
    const [blend] = await rows(`select id, is_subscribable from catalog.product where website_id = $1`, [website.id]);
    expect(blend.is_subscribable).toBe(false);
    expect(await page.locator('tbody[data-product="House Blend"]').getAttribute('data-product-id')).toBe(blend.id);

    // --- The next product's form still offers the upgrade; its link leads to the plan change.
    await page.getByRole('button', { name: 'New product in Shop' }).click();
    await upsell.waitFor();
    await shoot(page, 'product-upsell');
    await upsell.getByRole('link', { name: 'Upgrade to Commerce Advanced' }).click();
    await page.waitForURL(`${site}/admin/billing`);
    const panel = page.getByRole('region', { name: 'Billing' });
    await expect.poll(() => panel.getByTestId('billing-plan').textContent()).toBe('Business');
    const preview = panel.getByTestId('plan-change-preview');
    await expect.poll(() => preview.getByRole('heading').textContent()).toBe('Commerce Advanced, billed monthly');

    // The total shown is the server's preview, to the cent, read by the owner's own GraphQL client on the site.
    const client = new HttpClient(site);
    const signedIn = await client.graphql(
      `mutation($e: String!, $p: String!) { login(email: $e, password: $p) { owner { id } } }`,
      { e: EMAIL, p: PASSWORD },
    );
    expect(signedIn.json.data.login.owner.id).toBe(owner.id);
    const { json } = await client.graphql(PREVIEW, { s: trial.id, p: 'commerce-advanced' });
    const total = json.data.planChangePreview.preview.invoice.total;
    expect(total.currency).toBe('USD');
    expect(await preview.getByTestId('plan-change-total').textContent()).toBe(`$${total.value}`);

    expect(
      (await rows(`select pending_change->>'total' as total from billing.subscription where id = $1`, [trial.id]))[0]
        .total,
    ).toBe(String(total.minor));
    await shoot(page, 'billing-preview');

    // --- A trial keeps no card: the preview asks for one. Nothing typed is refused, nothing kept or charged.
    const card = preview.getByLabel('Card to pay with');
    expect(await card.inputValue()).toBe('');
    await preview.getByRole('button', { name: 'Confirm change' }).click();
    await expect.poll(() => preview.getByRole('alert').textContent()).toBe(PAYMENT_MESSAGES.invalidCard);
    expect(await card.getAttribute('aria-invalid')).toBe('true');
    const invoices = () =>
      rows(`select id, kind, status, total_minor::int as total from billing.invoice where website_id = $1`, [
        website.id,
      ]);
    expect(await invoices()).toEqual([]);
    expect(
      await rows(`select payment_method_reference from billing.site_billing where website_id = $1`, [website.id]),
    ).toEqual([{ payment_method_reference: null }]);

    // The test provider's approving card, then Confirm change: kept, charged the previewed total, on the new plan.
    await card.fill(TEST_CARDS.approve);
    await preview.getByRole('button', { name: 'Confirm change' }).click();
    await expect
      .poll(() => panel.getByRole('status').filter({ hasText: 'Your site is now on' }).textContent(), {
        timeout: 30_000,
      })
      .toBe('Your site is now on Commerce Advanced.');
    await expect.poll(() => panel.getByTestId('billing-plan').textContent()).toBe('Commerce Advanced');
    const [invoice] = await invoices();
    expect(invoice).toMatchObject({ kind: 'PLAN_CHANGE', status: 'PAID', total: total.minor });
    expect(await invoices()).toHaveLength(1);
    await expect
      .poll(() => panel.getByTestId('billing-invoices').locator('tbody tr').first().getAttribute('data-invoice-id'))
      .toBe(invoice.id);
    await expect.poll(() => panel.locator('.billing-card-now').textContent()).toBe('Card ending 4242');
    expect(await rows(`select plan_id, status from billing.subscription where id = $1`, [trial.id])).toEqual([
      { plan_id: 'commerce-advanced', status: 'paid' },
    ]);
    await shoot(page, 'billing-changed');

    // --- Products > New product: now sold as a subscription, and stored so.
    await menuLink(page, 'Products').click();
    await page.getByRole('button', { name: 'New product in Shop' }).click();
    await form.getByLabel('Title', { exact: true }).fill('Coffee Club');
    await form.getByLabel('Sell as a subscription').check();
    await variant.getByLabel('SKU').fill('CLUB-1');
    await variant.getByLabel('Price (USD)').fill('18');
    await variant.getByLabel('Stock').fill('40');
    await form.getByRole('button', { name: 'Save product' }).click();
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Product saved.' }).count()).toBe(1);
    const [club] = await rows(`select id, is_subscribable from catalog.product where title = 'Coffee Club'`);
    expect(club.is_subscribable).toBe(true);
    await expect
      .poll(() => page.locator('tbody[data-product="Coffee Club"]').getAttribute('data-product-id'))
      .toBe(club.id);

    // --- Back on Atelier's own address: the account section, confirmed, at both widths, no wider than the screen.
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${app.url}/admin/account`);
      await expect.poll(() => page.locator('[data-email-verified]').textContent()).toBe('Confirmed');
      await noSidewaysScroll(page, width);
    }

    // The mail's link again: a clear page, with a way to ask for a new one.
    await page.goto(link);
    await page.locator('[data-link-refusal]').waitFor();
    expect(await page.locator('[data-link-refusal]').textContent()).toBe(
      'This verification link was already used, or a newer one replaced it. Ask for a new verification link below.',
    );
    expect(await page.getByRole('button', { name: 'Send a new link' }).isVisible()).toBe(true);
  }, 300_000);
});
