import { describe, expect, it } from 'vitest';
import { DEMO_WEBSITE } from '@atelier/demo-site';
import { useBrowserSession } from '../support/browser-session.ts';
import { signedInClient, signInAsOwner } from '../support/sign-in.ts';

const session = useBrowserSession();
const rows = (sql: string, params: unknown[] = []) => session.app.db.query(sql, params) as Promise<any[]>;

const PREVIEW = `query($s: ID!, $p: ID!) { planChangePreview(subscriptionId: $s, planId: $p) {
  preview { invoice { total { value currency minor } } } userErrors { message code } } }`;

describe('the billing panel and the product subscriptions upsell', () => {
  it('leads an owner on Business from the upsell to Commerce Advanced, charged the previewed total, and then sells a subscription', async () => {
    const { app } = session;
    // The demo site on Business, paid, ten days into a thirty-day month (a website plan: no product subscriptions).
    const [website] = await rows(
      `update billing.subscription set plan_id = 'business', price_minor = 3300, status = 'paid',
         current_period_start = now() - interval '10 days', current_period_end = now() + interval '20 days'
       where website_id = $1 and product_type = 'website' returning id`,
      [DEMO_WEBSITE.id],
    );
    await rows(`update billing.site_billing set website_type = 'CLASSIC' where website_id = $1`, [DEMO_WEBSITE.id]);

    const page = await session.newPage(1280);
    const beacons: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/events/billing') beacons.push(request.postData() ?? '');
    });
    await signInAsOwner(page, app.url, '/admin/products');
    await page.getByRole('button', { name: 'New product in Shop' }).click();
    const form = page.getByRole('form', { name: 'New product' });
    const upsell = form.getByTestId('subscription-upsell');
    await expect.poll(() => upsell.textContent()).toContain('Product subscriptions come with Commerce Advanced');
    expect(await form.getByLabel('Sell as a subscription').count()).toBe(0);

    await upsell.getByRole('link', { name: 'Upgrade to Commerce Advanced' }).click();
    await page.waitForURL(`${app.url}/admin/billing`);
    const panel = page.getByRole('region', { name: 'Billing' });
    const preview = panel.getByTestId('plan-change-preview');
    await expect.poll(() => preview.getByRole('heading').textContent()).toBe('Commerce Advanced, billed monthly');
    const owner = await signedInClient(app.url);
    const { json } = await owner.graphql(PREVIEW, { s: website.id, p: 'commerce-advanced' });
    const total = json.data.planChangePreview.preview.invoice.total;
    // Plans are charged in US dollars, written as the site writes dollars.
    expect(total.currency).toBe('USD');
    expect(await preview.getByTestId('plan-change-total').textContent()).toBe(`$${total.value}`);
    await expect.poll(() => beacons.some((body) => body.includes('event=view'))).toBe(true);

    await preview.getByRole('button', { name: 'Confirm change' }).click();
    await expect
      .poll(() => panel.getByRole('status').filter({ hasText: 'Your site is now on' }).textContent())
      .toBe('Your site is now on Commerce Advanced.');
    await expect.poll(() => panel.getByTestId('billing-plan').textContent()).toBe('Commerce Advanced');
    const [invoice] = await rows(
      `select id, total_minor::int as total from billing.invoice where website_id = $1 and kind = 'PLAN_CHANGE'`,
      [DEMO_WEBSITE.id],
    );
    expect(invoice.total).toBe(total.minor);
    // The newest invoice heads the list.
    expect(
      await panel.getByTestId('billing-invoices').locator('tbody tr').first().getAttribute('data-invoice-id'),
    ).toBe(invoice.id);
    expect(beacons.some((body) => body.includes('name=plan-change-confirm'))).toBe(true);

    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Products' }).click();
    await page.getByRole('button', { name: 'New product in Shop' }).click();
    await form.getByLabel('Title', { exact: true }).fill('Coffee Club');
    await form.getByLabel('Sell as a subscription').check();
    const variant = form.getByRole('group', { name: 'Variant 1' });
    await variant.getByLabel('SKU').fill('CLUB-1');
    await variant.getByLabel('Price (USD)').fill('18');
    await variant.getByLabel('Stock').fill('40');
    await form.getByRole('button', { name: 'Save product' }).click();
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Product saved.' }).count()).toBe(1);
    const [product] = await rows(`select id, is_subscribable from catalog.product where title = 'Coffee Club'`);
    expect(product.is_subscribable).toBe(true);
    expect(await page.locator('tbody[data-product="Coffee Club"]').getAttribute('data-product-id')).toBe(product.id);

    // Down to Personal, which has no gift cards, with gift cards for sale: refused in the server's words, naming what is over.
    const refusal = (await owner.graphql(PREVIEW, { s: website.id, p: 'personal' })).json.data.planChangePreview;
    expect(refusal.userErrors[0]).toMatchObject({ code: 'OVER_PLAN_LIMIT' });
    expect(refusal.userErrors[0].message).toContain('gift cards are for sale');
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Billing' }).click();
    await panel.getByRole('button', { name: 'Choose Personal, billed monthly' }).click();
    await expect.poll(() => panel.getByRole('alert').textContent()).toBe(refusal.userErrors[0].message);
    expect(await panel.getByTestId('plan-change-preview').count()).toBe(0);
  });

  it('fits a 390 px screen', async () => {
    const page = await session.newPage(390);
    await signInAsOwner(page, session.app.url, '/admin/billing');
    await expect.poll(() => page.getByTestId('billing-plan').count()).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
  });
});
