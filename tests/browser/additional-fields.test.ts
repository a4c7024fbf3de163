import { describe, expect, it } from 'vitest';
import { useBrowserSession } from '../support/browser-session.ts';

const session = useBrowserSession();

describe('a product with an additional-fields form', () => {
  it('asks its questions in a lightbox before adding, and the answers travel to the cart, the checkout and the order', async () => {
    const page = await session.newPage(1280);
    await page.goto(`${session.app.url}/shop/p/wool-throw`);
    await expect.poll(() => page.locator('.sqs-add-to-cart-button-wrapper.is-ready').count()).toBe(1);
    // The form is in the page, hidden, until the shopper adds.
    expect(await page.locator('[data-additional-fields]').isHidden()).toBe(true);
    await page.click('.sqs-add-to-cart-button');
    const box = page.getByRole('dialog', { name: 'Wool Throw' });
    await box.waitFor();
    // It comes in over 0.3 s.
    expect(await page.locator('.lightbox-overlay').evaluate((el) => getComputedStyle(el).transitionDuration)).toBe(
      '0.3s',
    );
    expect(await page.locator('[data-testid=cart-pill]').count()).toBe(0);

    // Nothing is added until the answers hold.
    await box.getByRole('button', { name: 'Add To Cart' }).click();
    await expect.poll(() => box.locator('[data-field-error]:not([hidden])').count()).toBe(2);
    expect(await page.locator('[data-testid=cart-pill]').count()).toBe(0);
    // The label takes up to three letters: five are refused beside the field, with the counter over.
    const initials = box.locator('[data-field-id=initials]');
    expect(await initials.locator('[data-field-counter]').textContent()).toBe('0/3');
    await box.getByLabel(/Initials on the label/).fill('ABCDE');
    await box.getByLabel(/Thread/).selectOption('Indigo');
    expect(await initials.locator('[data-field-counter]').textContent()).toBe('5/3');
    expect(await initials.locator('[data-field-counter]').getAttribute('class')).toContain('is-over');
    await box.getByRole('button', { name: 'Add To Cart' }).click();
    await expect
      .poll(() => initials.locator('[data-field-error]').textContent())
      .toBe('You have exceeded the character limit');
    expect(await box.locator('[data-field-error]:not([hidden])').count()).toBe(1);
    expect(await page.locator('[data-testid=cart-pill]').count()).toBe(0);
    await box.getByLabel(/Initials on the label/).fill('ADA');
    expect(await initials.locator('[data-field-counter]').textContent()).toBe('3/3');
    await box.getByRole('button', { name: 'Add To Cart' }).click();
    await box.waitFor({ state: 'detached' });
    await expect.poll(() => page.locator('[data-testid=cart-pill]').textContent()).toBe('1');

    await page.goto(`${session.app.url}/cart`);
    await expect.poll(() => page.locator('.cart-entry').first().textContent()).toContain('Initials on the label: ADA');
    expect(await page.locator('.cart-entry').first().textContent()).toContain('Thread: Indigo');
    await page.click('[data-testid=checkout-link]');
    await page.locator('[data-testid=checkout]').waitFor();
    await page.fill('input[name=email]', 'ada@example.com');
    await page.fill('input[name=name]', 'Ada Lovelace');
    await page.fill('input[name=line1]', '1 Market St');
    await page.fill('input[name=city]', 'Portland');
    await page.fill('input[name=postalCode]', '97201');
    await page.selectOption('select[name=country]', 'US');
    await page.fill('input[name=cardNumber]', '4242 4242 4242 4242');
    await expect.poll(() => page.locator('[data-testid=checkout-total]').textContent()).toBe('$119.00');
    await page.click('.checkout-submit');
    await page.waitForURL(/\/commerce\/orders\/.+\?token=/);
    await expect
      .poll(() => page.locator('.order-line-answer').allTextContents())
      .toEqual(['Initials on the label: ADA', 'Thread: Indigo']);
  });

  it('keeps 50 px from the window’s edges when its content is taller than the window, and closes with Escape', async () => {
    const page = await session.newPage(390);
    await page.setViewportSize({ width: 390, height: 320 });
    await page.goto(`${session.app.url}/shop/p/wool-throw`);
    await expect.poll(() => page.locator('.sqs-add-to-cart-button-wrapper.is-ready').count()).toBe(1);
    await page.click('.sqs-add-to-cart-button');
    const box = page.getByRole('dialog', { name: 'Wool Throw' });
    await box.waitFor();
    await expect
      .poll(async () => {
        const rect = await box.evaluate((el) => el.getBoundingClientRect().toJSON() as DOMRect);
        return [Math.round(rect.top), Math.round(320 - rect.bottom)];
      })
      .toEqual([50, 50]);
    expect(await box.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);
    // Taller again after a resize: laid out anew (100 ms after the resizing stops).
    await page.setViewportSize({ width: 390, height: 280 });
    await expect.poll(async () => Math.round(await box.evaluate((el) => el.getBoundingClientRect().bottom))).toBe(230);
    await page.keyboard.press('Escape');
    await box.waitFor({ state: 'detached' });
    expect(await page.locator('[data-testid=cart-pill]').count()).toBe(0);
  });
});
