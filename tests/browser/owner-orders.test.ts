import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { useBrowserSession } from '../support/browser-session.ts';
import { HttpClient } from '../support/http-client.ts';
import { signInAsOwner } from '../support/sign-in.ts';

const session = useBrowserSession();

const ADDRESS = {
  name: 'Grace Hopper',
  line1: '1 Market St',
  city: 'San Francisco',
  region: 'CA',
  postalCode: '94105',
  country: 'US',
};
const PLACE = `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { order { id number status grandTotalCents } userErrors { code message } } }`;

/** A shopper's paid order through the API: two cream mugs to California, paid with the test provider's good card. */
async function placeOrder(email: string): Promise<{ id: string; number: number; grandTotalCents: number }> {
  const shopper = new HttpClient(session.app.url);
  await shopper.openPage('/shop');
  const added = await shopper.api('POST', '/api/commerce/shopping-cart/entries', {
    itemId: 'prod_mug',
    sku: 'MUG-CREAM',
    quantity: 2,
  });
  expect(added.status, JSON.stringify(added.json)).toBe(200);
  const idempotencyKey = `owner-orders-${Date.now()}-${Math.random().toString(36).slice(2)}`;
  const placed = (
    await shopper.graphql(PLACE, {
      input: { idempotencyKey, email, shippingAddress: ADDRESS, cardNumber: '4242 4242 4242 4242' },
    })
  ).json.data.placeOrder;
  expect(placed.userErrors).toEqual([]);
  expect(placed.order.status).toBe('PAID');
  return placed.order;
}

/** A panel stays within a phone's screen: its tables scroll inside it rather than widen it. */
async function fitsTheScreen(page: Page, panel: Locator) {
  const box = await panel.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(page.viewportSize()!.width);
  expect(await panel.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
}

describe('an owner’s orders and checkout rules in /admin', () => {
  it('finds an order by email, reads it, fulfils it, refunds part of it, and exports it as CSV', async () => {
    const email = `grace.${Date.now()}@example.com`;
    const order = await placeOrder(email);
    // 2 × $32.00 + $6.00 standard shipping + 7.25 % California tax on the goods ($4.64)
    expect(order.grandTotalCents).toBe(7464);

    const page = await session.newPage(1280);
    await signInAsOwner(page, session.app.url, '/admin/orders');
    const panel = page.getByRole('region', { name: 'Orders' });
    expect(await panel.getByLabel('Search orders').getAttribute('placeholder')).toBe('Order number or email');
    await panel.getByLabel('Search orders').fill(email);
    const rows = panel.locator('[data-testid=orders] tbody tr');
    await expect.poll(() => rows.allTextContents()).toEqual([expect.stringContaining(email)]);
    const row = rows.first();
    expect(await row.textContent()).toContain(`#${order.number}`);
    expect(await row.textContent()).toContain('$74.64');
    expect(await row.textContent()).toContain('Unfulfilled');

    await row.getByRole('button', { name: `#${order.number}` }).click();
    const dialog = page.getByRole('dialog', { name: `Order #${order.number}` });
    const line = dialog.getByRole('list', { name: 'Items' }).getByRole('listitem').first();
    await expect.poll(() => line.textContent()).toContain('2 × Stoneware Mug');
    expect(await line.textContent()).toContain('Glaze: Cream');
    expect(await line.textContent()).toContain('$64.00');
    expect(await dialog.getByTestId('order-total').textContent()).toBe('$74.64');
    expect(await dialog.getByTestId('order-refunded').textContent()).toBe('$0.00');
    expect(await dialog.textContent()).toContain('Grace Hopper');
    expect(await dialog.textContent()).toContain('•••• 4242');

    await dialog.getByRole('button', { name: 'Mark fulfilled' }).click();
    await expect.poll(() => dialog.getByTestId('order-fulfillment').textContent()).toBe('Fulfilled');
    expect(await dialog.getByRole('button', { name: 'Mark fulfilled' }).count()).toBe(0);

    // The whole remainder is offered; the owner refunds a part of it.
    const amount = dialog.getByLabel('Refund amount (USD)');
    expect(await amount.inputValue()).toBe('74.64');
    await amount.fill('10');
    await dialog.getByRole('button', { name: 'Refund $10.00' }).click();
    await expect.poll(() => dialog.getByTestId('order-refunded').textContent()).toBe('$10.00');
    expect(await dialog.getByRole('status').textContent()).toBe('Refunded $10.00.');
    await expect.poll(() => amount.inputValue()).toBe('64.64');
    expect(
      await session.app.db.query(
        `select refunded_cents::int as refunded_cents, fulfillment_status from cart.shop_order where id = $1`,
        [order.id],
      ),
    ).toEqual([{ refunded_cents: 1000, fulfillment_status: 'FULFILLED' }]);
    // More than is left is refused beside the form, and nothing is sent.
    await amount.fill('100');
    await dialog.getByRole('button', { name: 'Refund $100.00' }).click();
    expect(await dialog.getByRole('alert').textContent()).toBe('Enter an amount from 0.01 to 64.64.');

    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => row.textContent()).toContain('Fulfilled');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      panel.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^orders-.+\.csv$/);
    const csv = Buffer.concat(await (await download.createReadStream()).toArray()).toString('utf8');
    const [header, ...lines] = csv.trimEnd().split('\r\n');
    expect(header).toMatch(/^Order,Placed,Email,Status,Fulfilment,/);
    // The search still names one order: the export holds it alone.
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      new RegExp(
        `^${order.number},[^,]+,${email.replace(/\./g, '\\.')},Paid,Fulfilled,USD,64\\.00,0\\.00,6\\.00,4\\.64,74\\.64,10\\.00,`,
      ),
    );
  });

  it('adds a coupon and lists it; a percentage above 100 is refused with the server’s words', async () => {
    const page = await session.newPage(390);
    await signInAsOwner(page, session.app.url, '/admin/checkout');
    const panel = page.getByRole('region', { name: 'Checkout' });
    const form = panel.getByRole('form', { name: 'New coupon' });
    await form.getByLabel('Code', { exact: true }).fill('spring15');
    await form.getByLabel('Percent off', { exact: true }).fill('15');
    await form.getByLabel('Minimum subtotal (USD)').fill('50');
    await form.getByLabel('Uses allowed').fill('100');
    await form.getByRole('button', { name: 'Add coupon' }).click();
    await expect.poll(() => form.getByRole('status').textContent()).toBe('Coupon SPRING15 added.');
    const listed = panel.locator('[data-testid=coupons] tr[data-code=SPRING15]');
    await expect.poll(() => listed.count()).toBe(1);
    expect(await listed.textContent()).toContain('15 % off');
    expect(await listed.textContent()).toContain('$50.00');
    expect(await listed.textContent()).toContain('0 / 100');

    await form.getByLabel('Code', { exact: true }).fill('TOOMUCH');
    await form.getByLabel('Percent off', { exact: true }).fill('150');
    await form.getByRole('button', { name: 'Add coupon' }).click();
    await expect.poll(() => form.getByRole('alert').textContent()).toBe('A percentage is from 0.01 % to 100 %.');
    expect(await form.getByLabel('Percent off', { exact: true }).getAttribute('aria-invalid')).toBe('true');
    expect(await panel.locator('tr[data-code=TOOMUCH]').count()).toBe(0);
    expect(await session.app.db.query(`select code from cart.coupon where code = 'TOOMUCH'`)).toEqual([]);

    await fitsTheScreen(page, panel);
    await page.goto(`${session.app.url}/admin/orders`);
    await page
      .getByRole('region', { name: 'Orders' })
      .locator('[data-testid=orders], p.cart-status:not([aria-busy])')
      .first()
      .waitFor();
    await fitsTheScreen(page, page.getByRole('region', { name: 'Orders' }));
  });
});
