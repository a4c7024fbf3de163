import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { useBrowserSession } from '../support/browser-session.ts';
import { signInAsOwner } from '../support/sign-in.ts';
import { buyGiftCard as buyGiftCardAt, subscribe as subscribeAt } from '../support/store-activity.ts';

const session = useBrowserSession();
const subscribe = (email: string) => subscribeAt(session.app.url, email);
const buyGiftCard = (recipient: string) => buyGiftCardAt(session.app.url, recipient);

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
    await signInAsOwner(page, session.app.url, '/admin/subscriptions');
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
    await expect
      .poll(() => orderRow.allTextContents())
      .toEqual([expect.stringContaining(`#${subscription.orderNumber}`)]);
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
    expect(
      await session.app.db.query(`select status, next_billing_at from cart.subscription where id = $1`, [
        subscription.id,
      ]),
    ).toEqual([{ status: 'CANCELLED', next_billing_at: null }]);

    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Gift cards' }).click();
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
    await signInAsOwner(page, session.app.url, '/admin/subscriptions');
    const item = page
      .getByRole('region', { name: 'Subscriptions' })
      .locator(`[data-subscription-id="${subscription.id}"]`);
    await item.getByRole('button', { name: 'Cancel' }).click();
    // Its last payment is made while the owner reads the question.
    await session.app.db.query(
      `update cart.subscription set status = 'COMPLETED', next_billing_at = null where id = $1`,
      [subscription.id],
    );
    await item.getByRole('group', { name: 'Cancel this subscription' }).getByRole('button', { name: 'Yes' }).click();
    await expect
      .poll(() => item.getByRole('alert').textContent())
      .toBe('This subscription has already billed every payment of its plan.');
    // The list is read again: it says what the subscription is now.
    await expect.poll(() => item.getByTestId('subscription-status').textContent()).toBe('Completed');
    expect(await item.getByRole('button', { name: 'Cancel' }).count()).toBe(0);
  });

  it('both panels fit a phone’s screen', async () => {
    await subscribe(`grace.${Date.now()}@example.com`);
    await buyGiftCard(`friend.${Date.now()}@example.com`);
    const page = await session.newPage(390);
    await signInAsOwner(page, session.app.url, '/admin/subscriptions');
    const subscriptions = page.getByRole('region', { name: 'Subscriptions' });
    const first = subscriptions.locator('[data-subscription-id]').first();
    await first.waitFor();
    await first.locator('.subscription-orders summary').click();
    await first.getByRole('button', { name: 'Cancel' }).click();
    await first.getByRole('group', { name: 'Cancel this subscription' }).waitFor();
    await fitsTheScreen(page, subscriptions);
    await page.goto(`${session.app.url}/admin/gift-cards`);
    const cards = page.getByRole('region', { name: 'Gift cards' });
    await cards.locator('[data-testid=gift-cards] tbody tr').first().waitFor();
    await fitsTheScreen(page, cards);
  });
});
