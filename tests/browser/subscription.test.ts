import { describe, expect, it } from 'vitest';
import { useBrowserSession } from '../support/browser-session.ts';

const session = useBrowserSession();

describe('a product subscription', () => {
  it('goes from the Subscribe button through checkout to the subscription confirmed page, and is cancelled there', async () => {
    const page = await session.newPage(390);
    await page.goto(`${session.app.url}/studio/p/clay-box`);
    await expect.poll(() => page.locator('.sqs-add-to-cart-button-wrapper.is-ready').count()).toBe(1);
    expect(await page.locator('.sqs-add-to-cart-button').textContent()).toBe('Subscribe');
    await page.click('.sqs-add-to-cart-button');
    await page.waitForURL(/\/checkout\?cartToken=/);
    await page.locator('[data-testid=checkout]').waitFor();
    expect(await page.locator('[data-testid=checkout-plan]').textContent()).toBe(
      'Subscription: $32.00 every month, until cancelled ($384.00 a year), plus shipping and tax each time. Cancel any time from your subscription’s page.',
    );
    // The subscription is not in the visitor's cart: the pill stays away.
    expect(await page.locator('[data-testid=cart-pill]').count()).toBe(0);
    // Before the address the total holds no shipping, and says so.
    expect(await page.locator('[data-testid=checkout-shipping]').textContent()).toBe(
      'Calculated after you enter your address',
    );
    expect(await page.locator('[data-testid=checkout-total-note]').textContent()).toBe('before shipping and tax');
    expect(await page.locator('[data-testid=checkout-total]').textContent()).toBe('$32.00');
    await page.fill('input[name=email]', 'ada@example.com');
    await page.fill('input[name=name]', 'Ada Lovelace');
    await page.fill('input[name=line1]', '1 Market St');
    await page.fill('input[name=city]', 'Portland');
    await page.fill('input[name=region]', 'OR');
    await page.fill('input[name=postalCode]', '97201');
    await page.selectOption('select[name=country]', 'US');
    await expect.poll(() => page.locator('[data-testid=checkout-total]').textContent()).toBe('$38.00');
    await page.fill('input[name=cardNumber]', '4242 4242 4242 4242');
    expect(await page.locator('.checkout-submit').textContent()).toBe('Subscribe');
    await page.click('.checkout-submit');
    await page.waitForURL(/\/commerce\/subscriptions\/.+\?token=/);
    expect(await page.locator('#cart-pill-root').getAttribute('data-page-type')).toBe('206');
    expect(await page.locator('h1').textContent()).toBe('Subscription confirmed');
    await expect.poll(() => page.locator('[data-testid=subscription-status]').textContent()).toBe('Active.');
    expect(await page.locator('.order-lead').textContent()).toBe(
      '1 × Clay of the Month: $32.00 every month, until cancelled.',
    );
    expect(await page.locator('[data-testid=subscription-next]').count()).toBe(1);
    expect(await page.locator('.checkout-lines li').count()).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await page.getByRole('button', { name: 'Cancel subscription' }).click();
    await page.getByRole('button', { name: 'Yes, cancel it' }).click();
    await expect
      .poll(() => page.locator('[data-testid=subscription-status]').textContent())
      .toBe('Cancelled: nothing more will be billed.');
    expect(await page.locator('[data-testid=subscription-next]').count()).toBe(0);
    // A link with another token finds nothing.
    const forged = page.url().replace(/token=[^&]+/, 'token=forged');
    expect((await page.goto(forged))?.status()).toBe(404);
  });

  it('the plain add refuses a subscription product with its clear message', async () => {
    const page = await session.newPage(1280);
    await page.goto(`${session.app.url}/studio/p/clay-box`);
    const status = await page.evaluate(async () => {
      const crumb = /(?:^|;\s*)crumb=([0-9a-f]+)/.exec(document.cookie)?.[1] ?? '';
      const response = await fetch('/api/commerce/shopping-cart/entries', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'X-CSRF-Token': crumb },
        body: JSON.stringify({ itemId: 'prod_clay_box' }),
      });
      return [response.status, (await response.json()).error];
    });
    expect(status).toEqual([409, 'This product is sold as a subscription. Please use its Subscribe button.']);
  });
});
