import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowserSession } from '../support/browser-session.ts';

const session = useBrowserSession();

/** A shopper whose cart holds 2 cream mugs ($32.00 each, 5 in stock), added as the add-to-cart island adds. */
async function cartWithMugs(width: number): Promise<Page> {
  const page = await session.newPage(width);
  await page.goto(`${session.app.url}/shop`);
  const status = await page.evaluate(async () => {
    const crumb = /(?:^|; )crumb=([^;]+)/.exec(document.cookie)?.[1] ?? '';
    const response = await fetch('/api/commerce/shopping-cart/entries', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'X-CSRF-Token': crumb },
      body: JSON.stringify({ itemId: 'prod_mug', sku: 'MUG-CREAM', quantity: 2 }),
    });
    return response.status;
  });
  expect(status).toBe(200);
  await page.goto(`${session.app.url}/cart`);
  await page.locator('[data-testid=cart-entry]').waitFor();
  return page;
}

const subtotal = (page: Page) => page.locator('[data-testid=cart-subtotal]').textContent();

describe('the cart page', () => {
  it('steps and types a quantity, says why a change is refused, and removes an entry', async () => {
    const page = await cartWithMugs(1280);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const entry = page.locator('[data-testid=cart-entry]');
    const quantity = entry.getByLabel('Quantity', { exact: true });
    expect(await quantity.inputValue()).toBe('2');
    expect(await subtotal(page)).toBe('$64.00');

    await entry.getByRole('button', { name: 'One more' }).click();
    await expect.poll(() => subtotal(page)).toBe('$96.00');
    expect(await quantity.inputValue()).toBe('3');

    await quantity.fill('9');
    await quantity.press('Enter');
    await expect.poll(() => entry.locator('[role=alert]').textContent()).toBe('Sorry, we do not have enough of that item available.');
    expect(await quantity.inputValue()).toBe('3');
    expect(await subtotal(page)).toBe('$96.00');

    await quantity.fill('two');
    await quantity.press('Enter');
    await expect.poll(() => entry.locator('[role=alert]').textContent()).toBe('Quantity must be a number.');

    await quantity.fill('5');
    await quantity.press('Enter');
    await expect.poll(() => subtotal(page)).toBe('$160.00');
    expect(await entry.locator('[role=alert]').count()).toBe(0);

    await entry.getByRole('button', { name: 'One fewer' }).click();
    await expect.poll(() => subtotal(page)).toBe('$128.00');

    await entry.getByRole('button', { name: 'Remove' }).click();
    await expect.poll(() => page.locator('.cart-empty').textContent()).toContain('You have nothing in your shopping cart.');
    await page.reload();
    await expect.poll(() => page.locator('.cart-empty').count()).toBe(1);
    expect(errors).toEqual([]);
  });

  it('shows the answers an entry carries: a gift card’s recipient and message', async () => {
    const page = await session.newPage(1280);
    await page.goto(`${session.app.url}/shop`);
    const status = await page.evaluate(async () => {
      const crumb = /(?:^|; )crumb=([^;]+)/.exec(document.cookie)?.[1] ?? '';
      const additionalFields = JSON.stringify({ recipientEmail: 'grace@example.com', giftMessage: 'For the new studio' });
      const response = await fetch('/api/commerce/shopping-cart/entries', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'X-CSRF-Token': crumb },
        body: JSON.stringify({ itemId: 'prod_gift_card', sku: 'GIFT-50', quantity: 1, additionalFields }),
      });
      return response.status;
    });
    expect(status).toBe(200);
    await page.goto(`${session.app.url}/cart`);
    const answers = page.locator('[data-testid=cart-entry] .cart-entry-answers li');
    await expect.poll(() => answers.allTextContents()).toEqual(['For: grace@example.com', 'Message: For the new studio']);
  });

  it('keeps 44 px targets and the line on screen at 390 px', async () => {
    const page = await cartWithMugs(390);
    const entry = page.locator('[data-testid=cart-entry]');
    for (const name of ['One fewer', 'One more', 'Remove']) {
      const box = await entry.getByRole('button', { name }).boundingBox();
      expect(box!.height).toBeGreaterThanOrEqual(44);
      expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    }
    const field = await entry.getByLabel('Quantity', { exact: true }).boundingBox();
    expect(field!.height).toBeGreaterThanOrEqual(44);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
