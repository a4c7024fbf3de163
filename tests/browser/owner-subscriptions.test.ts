import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { useBrowserSession } from '../support/browser-session.ts';
import { HttpClient } from '../support/http-client.ts';
import { signInAsOwner } from '../support/sign-in.ts';

const session = useBrowserSession();

const ADDRESS = { name: 'Ada Lovelace', line1: '1 Market St', city: 'Portland', region: 'OR', postalCode: '97201', country: 'US' };
const PLACE = `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { order { id number status subscription { id status } issuedGiftCards { lastFour balanceCents } } userErrors { field code message } } }`;
let keys = 0;
const newKey = () => `owner-subs-${Date.now()}-${keys++}-${Math.random().toString(36).slice(2)}`;

async function shopper(): Promise<HttpClient> {
  const client = new HttpClient(session.app.url);
  await client.openPage('/shop');
  return client;
}

/** A shopper subscribes to Clay of the Month through the subscribe button's REST path and checkout. */
async function subscribe(email: string): Promise<{ id: string; orderNumber: number }> {
  const client = await shopper();
  const made = await client.api('POST', '/api/3/commerce/cart/subscription', { itemId: 'prod_clay_box', qty: 1 });
  expect(made.status, JSON.stringify(made.json)).toBe(200);
  const cartToken = made.json.cartToken as string;
  const placed = (await client.graphql(PLACE, { input: { idempotencyKey: newKey(), email, shippingAddress: ADDRESS, cardNumber: '4242424242424242', cartToken } })).json.data.placeOrder;
  expect(placed.userErrors).toEqual([]);
  expect(placed.order.subscription.status).toBe('ACTIVE');
  return { id: placed.order.subscription.id, orderNumber: placed.order.number };
}

/** A shopper buys a $25 gift card for a friend; answers the last four characters of its code. */
async function buyGiftCard(recipient: string): Promise<string> {
  const client = await shopper();
  const added = await client.api('POST', '/api/commerce/shopping-cart/entries', { itemId: 'prod_gift_card', sku: 'GIFT-25', quantity: 1, additionalFields: JSON.stringify({ recipientEmail: recipient }) });
  expect(added.status, JSON.stringify(added.json)).toBe(200);
  const placed = (await client.graphql(PLACE, { input: { idempotencyKey: newKey(), email: 'buyer@example.com', shippingAddress: null, cardNumber: '4242424242424242' } })).json.data.placeOrder;
  expect(placed.userErrors).toEqual([]);
  expect(placed.order.issuedGiftCards).toEqual([{ lastFour: expect.any(String), balanceCents: 2500 }]);
  return placed.order.issuedGiftCards[0].lastFour;
}

/** A panel stays within a phone's screen: its tables scroll inside it rather than widen it. */
async function fitsTheScreen(page: Page, panel: Locator) {
  const box = await panel.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(page.viewportSize()!.width);
  expect(await panel.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
}

describe('an owner’s subscriptions and gift cards in /admin', () => {
  it('lists a subscription with its plan and orders, cancels it after asking, and lists a gift card sold', async () => {
    const email = `ada.${Date.now()}@example.com`;
    const recipient = `friend.${Date.now()}@example.com`;
    const subscription = await subscribe(email);
    const lastFour = await buyGiftCard(recipient);

    const page = await session.newPage(1280);
    await signInAsOwner(page, session.app.url);
    const panel = page.getByRole('region', { name: 'Subscriptions' });
    const item = panel.locator(`[data-subscription-id="${subscription.id}"]`);
    await item.waitFor();
    const text = await item.textContent();
    expect(text).toContain(email);
    expect(text).toContain('1 × Clay of the Month');
    expect(text).toContain('$32.00 every month, until cancelled');
    expect(await item.getByTestId('subscription-status').textContent()).toBe('Active');
    expect(text).toMatch(/Payments made\s*1(?!\d)/);

    // Its orders open on demand.
    const orders = item.locator('.subscription-orders');
    expect(await orders.locator('table').isVisible()).toBe(false);
    await orders.locator('summary').click();
    const orderRow = orders.locator('tbody tr');
    await expect.poll(() => orderRow.allTextContents()).toEqual([expect.stringContaining(`#${subscription.orderNumber}`)]);
    expect(await orderRow.textContent()).toContain('Paid');
    expect(await orderRow.textContent()).toContain('$38.00');

    // Keep leaves it as it was.
    await item.getByRole('button', { name: 'Cancel' }).click();
    const confirm = item.getByRole('group', { name: 'Cancel this subscription' });
    expect(await confirm.textContent()).toContain('Cancel this subscription? Nothing more will be billed.');
    await confirm.getByRole('button', { name: 'Keep' }).click();
    await expect.poll(() => confirm.count()).toBe(0);
    expect(await item.getByTestId('subscription-status').textContent()).toBe('Active');

    // Yes cancels it.
    await item.getByRole('button', { name: 'Cancel' }).click();
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await expect.poll(() => item.getByTestId('subscription-status').textContent()).toBe('Cancelled');
    expect(await item.getByRole('status').textContent()).toBe('Cancelled. Nothing more will be billed.');
    expect(await item.getByRole('button', { name: 'Cancel' }).count()).toBe(0);
    expect(await item.textContent()).toMatch(/Next payment\s*None/);
    expect(await session.app.db.query(`select status, next_billing_at from cart.subscription where id = $1`, [subscription.id])).toEqual([{ status: 'CANCELLED', next_billing_at: null }]);

    const cards = page.getByRole('region', { name: 'Gift cards' });
    const card = cards.locator(`[data-testid=gift-cards] tr[data-last-four="${lastFour}"]`);
    await card.waitFor();
    expect(await card.locator('th').textContent()).toBe(`•••• ${lastFour}`);
    expect(await card.locator('td[data-label="Value"]').textContent()).toBe('$25.00');
    expect(await card.locator('td[data-label="Balance left"]').textContent()).toBe('$25.00');
    expect(await card.textContent()).toContain(recipient);
  });

  it('shows the server’s refusal when the subscription completed meanwhile', async () => {
    const subscription = await subscribe(`alan.${Date.now()}@example.com`);
    const page = await session.newPage(1280);
    await signInAsOwner(page, session.app.url);
    const item = page.getByRole('region', { name: 'Subscriptions' }).locator(`[data-subscription-id="${subscription.id}"]`);
    await item.getByRole('button', { name: 'Cancel' }).click();
    // Its last payment is made while the owner reads the question.
    await session.app.db.query(`update cart.subscription set status = 'COMPLETED', next_billing_at = null where id = $1`, [subscription.id]);
    await item.getByRole('group', { name: 'Cancel this subscription' }).getByRole('button', { name: 'Yes' }).click();
    await expect.poll(() => item.getByRole('alert').textContent()).toBe('This subscription has already billed every payment of its plan.');
    // The list is read again: it says what the subscription is now.
    await expect.poll(() => item.getByTestId('subscription-status').textContent()).toBe('Completed');
    expect(await item.getByRole('button', { name: 'Cancel' }).count()).toBe(0);
  });

  it('both panels fit a phone’s screen', async () => {
    await subscribe(`grace.${Date.now()}@example.com`);
    await buyGiftCard(`friend.${Date.now()}@example.com`);
    const page = await session.newPage(390);
    await signInAsOwner(page, session.app.url);
    const subscriptions = page.getByRole('region', { name: 'Subscriptions' });
    const first = subscriptions.locator('[data-subscription-id]').first();
    await first.waitFor();
    await first.locator('.subscription-orders summary').click();
    await first.getByRole('button', { name: 'Cancel' }).click();
    await first.getByRole('group', { name: 'Cancel this subscription' }).waitFor();
    await fitsTheScreen(page, subscriptions);
    const cards = page.getByRole('region', { name: 'Gift cards' });
    await cards.locator('[data-testid=gift-cards] tbody tr').first().waitFor();
    await fitsTheScreen(page, cards);
  });
});
