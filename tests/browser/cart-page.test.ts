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

/** The header's cart link as the shopper reads it: at phone widths in the menu, which opens without scripts too. */
async function headerCart(page: Page, width: number): Promise<string> {
  const menu = page.getByRole('checkbox', { name: 'Menu' });
  if (width < 433) await menu.check();
  const link = page.locator('.site-nav a.nav-cart');
  const text = (await link.isVisible()) ? await link.innerText() : '(hidden)';
  if (width < 433) await menu.uncheck();
  return text;
}

describe('the cart page', () => {
  it('steps and types a quantity, says why a change is refused, and removes an entry', async () => {
    const page = await cartWithMugs(1280);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const entry = page.locator('[data-testid=cart-entry]');
    const quantity = entry.getByLabel('Quantity', { exact: true });
    expect(await quantity.inputValue()).toBe('2');
    expect(await subtotal(page)).toBe('$64.00');
    // The line's picture is the mug itself, in its Cream glaze, as its page shows it, and it loads.
    await expect
      .poll(() =>
        entry
          .locator('.cart-entry-image')
          .evaluate((img: HTMLImageElement) => [img.getAttribute('src'), img.complete && img.naturalWidth > 0]),
      )
      .toEqual(['/media/product-art/mug/cream/prod_mug.svg', true]);

    const header = page.locator('.site-nav [data-cart-indicator]');
    expect(await header.textContent()).toBe(' (2 · $64.00)');
    await entry.getByRole('button', { name: 'One more' }).click();
    await expect.poll(() => subtotal(page)).toBe('$96.00');
    expect(await quantity.inputValue()).toBe('3');
    // The header's summary follows the cart as it changes here.
    await expect.poll(() => header.textContent()).toBe(' (3 · $96.00)');

    await quantity.fill('9');
    await quantity.press('Enter');
    await expect
      .poll(() => entry.locator('[role=alert]').textContent())
      .toBe('Sorry, we do not have enough of that item available.');
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
    await expect
      .poll(() => page.locator('.cart-empty').textContent())
      .toContain('You have nothing in your shopping cart.');
    await expect.poll(() => header.isHidden()).toBe(true);
    await page.reload();
    await expect.poll(() => page.locator('.cart-empty').count()).toBe(1);
    expect(errors).toEqual([]);
  });

  it('shows the answers an entry carries: a gift card’s recipient and message', async () => {
    const page = await session.newPage(1280);
    await page.goto(`${session.app.url}/shop`);
    const status = await page.evaluate(async () => {
      const crumb = /(?:^|; )crumb=([^;]+)/.exec(document.cookie)?.[1] ?? '';
      const additionalFields = JSON.stringify({
        recipientEmail: 'grace@example.com',
        giftMessage: 'For the new studio',
      });
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
    await expect
      .poll(() => answers.allTextContents())
      .toEqual(['For: grace@example.com', 'Message: For the new studio']);
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

describe('buying with scripts turned off', () => {
  it.each([390, 1280])(
    'adds a chosen variant and quantity, lands on /cart, changes the quantity and removes it, at %i px',
    async (width) => {
      const page = await session.newPage(width, { scripts: false });
      await page.goto(`${session.app.url}/shop/p/linen-shirt`);
      const add = page.getByRole('button', { name: 'Add To Cart' });
      expect(await add.evaluate((button) => [button.tagName, (button as HTMLButtonElement).type])).toEqual([
        'BUTTON',
        'submit',
      ]);

      // Nothing chosen: the page comes back saying what to choose (SPEC section 5), and nothing is added.
      const [refusal] = await Promise.all([page.waitForResponse((r) => r.request().method() === 'POST'), add.click()]);
      expect(refusal.status()).toBe(400);
      await page.waitForLoadState();
      expect(await page.locator('.add-to-cart-error[role=alert]').textContent()).toBe(
        'Unable to Add ItemPlease select the Size and Color options.',
      );
      expect(page.url()).toBe(`${session.app.url}/shop/p/linen-shirt`);

      await page.selectOption('select[data-variant-option-name=Size]', 'M');
      await page.selectOption('select[data-variant-option-name=Color]', 'Sand');
      await page.getByLabel('Quantity', { exact: true }).fill('2');
      await Promise.all([
        page.waitForURL(`${session.app.url}/cart`),
        page.getByRole('button', { name: 'Add To Cart' }).click(),
      ]);

      const entry = page.locator('[data-testid=cart-entry]');
      expect(await entry.count()).toBe(1);
      expect(await entry.locator('.cart-entry-title').textContent()).toBe('Linen Work Shirt');
      expect(await entry.locator('.cart-entry-variant').textContent()).toBe('Size: M · Color: Sand');
      const quantity = entry.getByLabel('Quantity', { exact: true });
      expect(await quantity.inputValue()).toBe('2');
      expect(await subtotal(page)).toBe('$136.00');
      expect(await page.locator('body').innerText()).not.toMatch(/Loading|JavaScript/);
      expect(await entry.locator('.cart-entry-image').getAttribute('src')).toBe(
        '/media/product-art/shirt/sand/prod_linen_shirt.svg',
      );
      // The header says what the cart holds, drawn by the server: here and on the product page.
      expect(await headerCart(page, width)).toBe('Cart (2 · $136.00)');
      await page.goto(`${session.app.url}/shop/p/linen-shirt`);
      expect(await headerCart(page, width)).toBe('Cart (2 · $136.00)');
      await page.goto(`${session.app.url}/cart`);

      if (width === 390) {
        for (const name of ['Update', 'Remove']) {
          const box = await entry.getByRole('button', { name }).boundingBox();
          expect(box!.height).toBeGreaterThanOrEqual(44);
          expect(box!.x + box!.width).toBeLessThanOrEqual(390);
        }
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      }

      await quantity.fill('3');
      await Promise.all([
        page.waitForResponse((r) => r.request().method() === 'POST' && r.status() === 303),
        entry.getByRole('button', { name: 'Update' }).click(),
      ]);
      await expect.poll(() => subtotal(page)).toBe('$204.00');
      expect(await entry.getByLabel('Quantity', { exact: true }).inputValue()).toBe('3');

      // More than the stock (12): said under the line, the cart unchanged.
      await entry.getByLabel('Quantity', { exact: true }).fill('13');
      await entry.getByLabel('Quantity', { exact: true }).press('Enter');
      await expect
        .poll(() => entry.locator('.cart-entry-error[role=alert]').textContent())
        .toBe('Sorry, we do not have enough of that item available.');
      expect(await subtotal(page)).toBe('$204.00');

      await Promise.all([
        page.waitForResponse((r) => r.request().method() === 'POST' && r.status() === 303),
        entry.getByRole('button', { name: 'Remove' }).click(),
      ]);
      await expect
        .poll(() => page.locator('.cart-empty').textContent())
        .toContain('You have nothing in your shopping cart.');
    },
  );

  it('is told once that checkout needs JavaScript, from the cart’s checkout link', async () => {
    const page = await session.newPage(390, { scripts: false });
    await page.goto(`${session.app.url}/shop/p/stoneware-mug`);
    await page.selectOption('select[data-variant-option-name=Glaze]', 'Cream');
    await Promise.all([
      page.waitForURL(`${session.app.url}/cart`),
      page.getByRole('button', { name: 'Add To Cart' }).click(),
    ]);
    await Promise.all([
      page.waitForURL(`${session.app.url}/checkout`),
      page.getByRole('link', { name: 'Check out' }).click(),
    ]);
    expect(await page.locator('#app').innerText()).toBe(
      'Checkout needs JavaScript. Please turn it on in your browser, then reload this page. Your cart is kept: back to your cart.',
    );
    const body = await page.locator('body').innerText();
    expect(body.split('JavaScript').length - 1).toBe(1);
    expect(body).not.toContain('Loading');
  });

  it('with scripts on, the cart island takes over the cart the server drew without asking again or saying Loading', async () => {
    const page = await cartWithMugs(1280);
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/graphql')) asked.push(request.postData() ?? '');
    });
    const shown: string[] = [];
    await page.exposeFunction('noteStatus', (text: string) => shown.push(text));
    // Every state the header's cart summary is seen in, from the moment the parser writes it.
    const header: string[] = [];
    await page.exposeFunction('noteHeader', (state: string) => header.push(state));
    await page.addInitScript(() => {
      const note = window as unknown as { noteStatus(text: string): void; noteHeader(state: string): void };
      let last = '';
      new MutationObserver(() => {
        for (const status of document.querySelectorAll('.cart-status')) note.noteStatus(status.textContent ?? '');
        const indicator = document.querySelector<HTMLElement>('.site-nav [data-cart-indicator]');
        const state = indicator ? `${indicator.hidden ? 'hidden' : 'shown'}:${indicator.textContent}` : '';
        if (state && state !== last) note.noteHeader((last = state));
      }).observe(document, { childList: true, subtree: true, characterData: true, attributes: true });
    });
    await page.reload();
    await page.locator('[data-testid=cart-entry]').getByRole('button', { name: 'One more' }).waitFor();
    expect(await subtotal(page)).toBe('$64.00');
    expect(shown).toEqual([]);
    expect(asked).toEqual([]);
    // Drawn by the server as the island draws it: shown from the first, never hidden or changed.
    await expect.poll(() => header.length).toBeGreaterThan(0);
    expect(header).toEqual(['shown: (2 · $64.00)']);
  });
});
