import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { TEST_CARDS } from '@atelier/commerce';
import { useBrowserSession } from '../support/browser-session.ts';
import { HttpClient } from '../support/http-client.ts';
import { shoot } from '../support/shots.ts';
import { signInAsOwner } from '../support/sign-in.ts';

const session = useBrowserSession();
const rows = (sql: string, params: unknown[] = []) => session.app.db.query(sql, params) as Promise<any[]>;

/** Gives through the donate page as a visitor does: an amount chosen (a suggestion's label, or Other with a typed amount), then Donate. */
async function donateOn(page: Page, base: string, amount: { label: string } | { other: string }, email: string) {
  await page.goto(`${base}/donate`);
  const block = page.locator('[data-testid=donation-block]');
  if ('label' in amount) await block.getByRole('radio', { name: amount.label, exact: true }).check();
  else {
    await block.getByRole('radio', { name: 'Other', exact: true }).check();
    await page.getByLabel('Your own amount').fill(amount.other);
  }
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Card number').fill(TEST_CARDS.approve);
  await page.getByRole('button', { name: 'Donate' }).click();
  await page.waitForURL(/\/commerce\/donations\/[^?]+\?token=/);
  return new URL(page.url()).pathname.split('/').pop()!;
}

describe('donations in the browser', () => {
  it('a visitor donates a suggested and a custom amount and lands on the contribution confirmed page', async () => {
    const page = await session.newPage(1280);
    await page.goto(`${session.app.url}/donate`);
    expect(await page.locator('#cart-pill-root').getAttribute('data-page-type')).toBe('203');
    expect(await page.locator('.donation-amount span').allTextContents()).toEqual([
      '$10.00',
      '$25.00',
      '$50.00',
      '$100.00',
      'Other',
    ]);
    await shoot(page, 'donation-block-atelier');

    const suggested = await donateOn(page, session.app.url, { label: '$25.00' }, 'suggested@example.com');
    expect(await page.locator('h1').textContent()).toBe('Thank you for your contribution');
    expect(await page.locator('.contribution-amount').textContent()).toBe('$25.00');
    expect(await page.locator('#cart-pill-root').getAttribute('data-page-type')).toBe('204');
    expect(
      await rows(`select id, status, amount_cents from cart.donation where email = 'suggested@example.com'`),
    ).toEqual([{ id: suggested, status: 'PAID', amount_cents: '2500' }]);
    await shoot(page, 'contribution-confirmed-atelier');

    const narrow = await session.newPage(390);
    const custom = await donateOn(narrow, session.app.url, { other: '12.34' }, 'custom@example.com');
    expect(await narrow.locator('.contribution-amount').textContent()).toBe('$12.34');
    expect(await rows(`select id, status, amount_cents from cart.donation where email = 'custom@example.com'`)).toEqual(
      [{ id: custom, status: 'PAID', amount_cents: '1234' }],
    );
    // Nothing on the page is wider than the phone's screen.
    expect(await narrow.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  it('the Ledger theme draws the block in its store’s currency, and a refusal is said on the form', async () => {
    const base = `http://kiln.localhost:${new URL(session.app.url).port}`;
    const page = await session.newPage(1280);
    await page.goto(`${base}/donate`);
    expect(await page.locator('.donation-amount span').allTextContents()).toEqual([
      '£10.00',
      '£25.00',
      '£50.00',
      '£100.00',
      'Other',
    ]);
    await page.locator('[data-testid=donation-block]').getByRole('radio', { name: '£10.00', exact: true }).check();
    await page.getByLabel('Email').fill('kiln-donor@example.com');
    await page.getByLabel('Card number').fill(TEST_CARDS.decline);
    await page.getByRole('button', { name: 'Donate' }).click();
    await expect
      .poll(() => page.locator('.donation-block [role=alert]').textContent())
      .toBe('Your card was declined. Please use another card.');
    // The choice and the e-mail are kept; the card number is not.
    expect(await page.getByLabel('Email').inputValue()).toBe('kiln-donor@example.com');
    expect(await page.getByLabel('Card number').inputValue()).toBe('');
    await shoot(page, 'donation-block-ledger');
    const id = await donateOn(page, base, { label: '£50.00' }, 'kiln-donor@example.com');
    expect(await page.locator('.contribution-amount').textContent()).toBe('£50.00');
    expect(await rows(`select currency, status from cart.donation where id = $1`, [id])).toEqual([
      { currency: 'GBP', status: 'PAID' },
    ]);
  });

  it('the owner sees the donations beside orders, and each mail of an order as it is sent', async () => {
    // An order to preview, placed as a shopper does.
    const shopper = new HttpClient(session.app.url);
    await shopper.openPage('/shop');
    await shopper.api('POST', '/api/commerce/shopping-cart/entries', {
      itemId: 'prod_mug',
      sku: 'MUG-MOSS',
      quantity: 1,
    });
    const placed = (
      await shopper.graphql(
        `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { order { id number } userErrors { code } } }`,
        {
          input: {
            idempotencyKey: `browser-preview-${Date.now()}-${Math.random().toString(36).slice(2)}`,
            email: 'preview-buyer@example.com',
            cardNumber: TEST_CARDS.approve,
            shippingAddress: {
              name: 'Grace Hopper',
              line1: '2 Harbour Rd',
              city: 'Portland',
              region: 'OR',
              postalCode: '97201',
              country: 'US',
            },
          },
        },
      )
    ).json.data.placeOrder;
    expect(placed.userErrors).toEqual([]);
    const [sent] = await rows(
      `select subject, text_body from platform.outbox_message where kind = 'order-confirmation' and to_address = 'preview-buyer@example.com'`,
    );

    const page = await session.newPage(1280);
    await signInAsOwner(page, session.app.url, '/admin/email-preview');
    const mail = page.locator('[data-testid=mail-preview][data-kind=order-confirmation]');
    await expect.poll(() => mail.locator('.mail-preview-subject').textContent()).toBe(sent.subject);
    expect(sent.subject).toBe(`Your order #${placed.order.number} is confirmed`);
    expect(await mail.locator('.mail-preview-body').textContent()).toBe(sent.text_body);
    expect(sent.text_body).toContain('1 × Stoneware Mug (Glaze: Moss)');
    await shoot(page, 'mail-preview');

    await page.goto(`${session.app.url}/admin/donations`);
    const listed = page.locator('[data-testid=donations] tbody tr');
    await listed.first().waitFor();
    const ids = await listed.evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-donation-id')));
    const stored = await rows(
      `select id from cart.donation where website_id = (select website_id from cart.donation where email = 'suggested@example.com') order by created_at desc`,
    );
    expect(ids).toEqual(stored.map((row) => row.id));
    await shoot(page, 'donations-panel');
  });
});
