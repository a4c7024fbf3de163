import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowserSession } from '../support/browser-session.ts';

const session = useBrowserSession();

async function openProduct(path: string, width = 1280, host?: string): Promise<Page> {
  const page = await session.newPage(width);
  const url = new URL(session.app.url);
  if (host) url.hostname = host;
  await page.goto(`${url.origin}${path}`);
  await expect.poll(() => page.locator('.sqs-add-to-cart-button-wrapper.is-ready').count()).toBe(1);
  return page;
}

const text = async (page: Page, selector: string) =>
  ((await page.locator(selector).first().textContent()) ?? '').replace(/\s+/g, ' ').trim();

describe('the variant picker of a product with two options', () => {
  it('keeps the initial price while the selection is incomplete and says what is missing', async () => {
    const page = await openProduct('/shop/p/field-apron');
    expect(await text(page, '[data-product-price]')).toBe('from $72.00');
    await page.selectOption('select[data-variant-option-name=Size]', 'S');
    expect(await text(page, '[data-product-price]')).toBe('from $72.00');
    expect(await page.locator('.product-scarcity:visible').count()).toBe(0);
    await page.locator('.sqs-add-to-cart-button').click();
    await expect.poll(() => text(page, '[role=alert]')).toBe('Unable to Add ItemPlease select the Color option.');
  });

  it('shows an on-sale variant’s price with the original struck, its stock, scarcity and image; the message clears', async () => {
    const page = await openProduct('/shop/p/field-apron', 390);
    await page.locator('.sqs-add-to-cart-button').click();
    await expect
      .poll(() => text(page, '[role=alert]'))
      .toBe('Unable to Add ItemPlease select the Size and Color options.');
    await page.selectOption('select[data-variant-option-name=Size]', 'S');
    await expect.poll(() => page.locator('[role=alert]').count()).toBe(0);
    await page.selectOption('select[data-variant-option-name=Color]', 'Rust');
    expect(await text(page, '[data-product-price] .original-price')).toBe('$88.00');
    expect(await text(page, '[data-product-price]')).toBe('Sale Price:$72.00 Original Price:$88.00');
    expect(
      await page
        .locator('[data-product-price] .original-price')
        .evaluate((el) => getComputedStyle(el).textDecorationLine),
    ).toBe('line-through');
    expect(await text(page, '[data-variant-note]')).toBe('In stock');
    expect(await text(page, '.product-scarcity:visible')).toBe('Only 2 left in this size and colour');
    expect(await page.locator('img[data-product-image]').getAttribute('src')).toBe(
      '/media/product-art/apron/rust/prod_apron.svg?format=1500w',
    );

    await page.selectOption('select[data-variant-option-name=Color]', 'Olive');
    expect(await text(page, '[data-product-price]')).toBe('$88.00');
    expect(await page.locator('img[data-product-image]').getAttribute('src')).toBe(
      '/media/product-art/apron/olive/prod_apron.svg?format=1500w',
    );
    expect(await text(page, '.product-scarcity:visible')).toBe('Only 4 left in this size and colour');
  });

  it.each([1280, 390])(
    'calls a missing combination unavailable, in the price and both selects, and refuses to add it (%i px)',
    async (width) => {
      const page = await openProduct('/shop/p/field-apron', width);
      const optionTexts = (name: string) =>
        page.locator(`select[data-variant-option-name=${name}] option`).allTextContents();
      await page.selectOption('select[data-variant-option-name=Size]', 'L');
      await page.selectOption('select[data-variant-option-name=Color]', 'Rust');
      expect(await text(page, '[data-product-price]')).toBe('Unavailable');
      // L with Rust does not exist: each select marks its value Unavailable, and nothing is called sold out.
      expect(await optionTexts('Size')).toEqual(['Select Size', 'S', 'M', 'L — Unavailable']);
      expect(await optionTexts('Color')).toEqual(['Select Color', 'Olive', 'Rust — Unavailable']);
      // The marks follow the choice: with M, Olive is sold out (M/Olive exists, none in stock).
      await page.selectOption('select[data-variant-option-name=Size]', 'M');
      expect(await optionTexts('Color')).toEqual(['Select Color', 'Olive — Sold Out', 'Rust']);
      expect(await optionTexts('Size')).toEqual(['Select Size', 'S', 'M', 'L — Unavailable']);
      await page.selectOption('select[data-variant-option-name=Size]', 'L');
      await page.locator('.sqs-add-to-cart-button').click();
      await expect
        .poll(() => text(page, '[role=alert]'))
        .toBe('Unable to Add ItemSorry, that item variant is unavailable. Please select another variant.');
      expect(await page.locator('[data-testid=cart-pill]').count()).toBe(0);
    },
  );

  it('marks a sold-out selection and the values that cannot be bought, before the shopper clicks', async () => {
    const page = await openProduct('/shop/p/field-apron');
    await page.selectOption('select[data-variant-option-name=Size]', 'M');
    expect(await page.locator('select[data-variant-option-name=Color] option[value=Olive]').textContent()).toBe(
      'Olive — Sold Out',
    );
    await page.selectOption('select[data-variant-option-name=Color]', 'Olive');
    expect(await text(page, '[data-variant-note]')).toBe('Sold Out');
    const button = page.locator('.sqs-add-to-cart-button');
    await expect.poll(() => button.textContent()).toBe('Sold Out');
    expect(await button.getAttribute('aria-disabled')).toBe('true');
    await page.selectOption('select[data-variant-option-name=Color]', 'Rust');
    await expect.poll(() => button.textContent()).toBe('Add To Cart');
  });
});

describe('quantity', () => {
  it('refuses text that is not a whole number from 1 to 9999, never reading it as 1', async () => {
    const page = await openProduct('/shop/p/field-apron');
    await page.selectOption('select[data-variant-option-name=Size]', 'L');
    await page.selectOption('select[data-variant-option-name=Color]', 'Olive');
    const input = page.locator('.product-quantity-input input');
    expect(await input.getAttribute('min')).toBe('1');
    expect(await input.getAttribute('max')).toBe('9999');
    expect(await input.inputValue()).toBe('1');
    const button = page.locator('.sqs-add-to-cart-button');
    const alert = page.locator('[role=alert]');

    await input.fill('');
    await input.pressSequentially('e');
    await button.click();
    await expect.poll(() => text(page, '[role=alert]')).toBe('Unable to Add ItemQuantity must be a number.');
    await expect.poll(() => button.textContent()).toBe('Add To Cart');

    await input.fill('1.5');
    await expect.poll(() => alert.count()).toBe(0);
    await button.click();
    await expect.poll(() => text(page, '[role=alert]')).toBe('Unable to Add ItemQuantity must be a whole number.');
    await expect.poll(() => button.textContent()).toBe('Add To Cart');
    expect(await page.locator('[data-testid=cart-pill]').count()).toBe(0);

    await input.fill('2');
    await button.click();
    await expect.poll(() => page.locator('[data-testid=cart-pill]').textContent()).toBe('2');
  });
});

describe('radio buttons and gift cards', () => {
  it('a gift card asks for a denomination, with radio buttons instead of a select', async () => {
    const page = await openProduct('/shop/p/gift-card', 390);
    expect(await page.locator('select[data-variant-option-name=Value]').isVisible()).toBe(false);
    expect(await text(page, '.variant-option-title')).toBe('Denomination:');
    await page.locator('.sqs-add-to-cart-button').click();
    await expect
      .poll(() => text(page, '[role=alert]'))
      .toBe('Unable to purchase Gift CardSelect a denomination for the Gift Card.');
    await page.locator('label', { hasText: '$50' }).click();
    expect(await text(page, '[data-product-price]')).toBe('$50.00');
    await expect.poll(() => page.locator('[role=alert]').count()).toBe(0);
    const box = await page.locator('label', { hasText: '$50' }).boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(44);

    // Then who it is for: an email that is one, and a message kept with the entry.
    const button = page.locator('.sqs-add-to-cart-button');
    await button.click();
    await expect
      .poll(() => text(page, '[role=alert]'))
      .toBe('Unable to purchase Gift CardEnter the email address of the person the gift card is for.');
    await page.getByLabel('Recipient’s email').fill('ada@');
    await expect.poll(() => page.locator('[role=alert]').count()).toBe(0);
    await expect.poll(() => button.textContent()).toBe('Add To Cart');
    await button.click();
    await expect
      .poll(() => text(page, '[role=alert]'))
      .toBe('Unable to purchase Gift CardEnter the recipient’s email as name@example.com.');
    expect(await page.getByLabel('Recipient’s email').getAttribute('aria-invalid')).toBe('true');
    await page.getByLabel('Recipient’s email').fill('ada@example.com');
    await page.getByLabel('Message').fill('Happy birthday!');
    await expect.poll(() => button.textContent()).toBe('Add To Cart');
    await button.click();
    await expect.poll(() => page.locator('[data-testid=cart-pill]').textContent()).toBe('1');
    const [entry] = await session.app.db.query(
      `select additional_fields from cart.cart_entry where sku = 'GIFT-50' order by created_at desc limit 1`,
    );
    expect(JSON.parse(entry.additional_fields)).toEqual({
      recipientEmail: 'ada@example.com',
      giftMessage: 'Happy birthday!',
    });
  });

  it('opens a quick view from the shop, labelled Quick View, and adds from it', async () => {
    const page = await session.newPage(1280);
    await page.goto(`${session.app.url}/shop`);
    const card = page.locator('.product-card', { hasText: 'Stoneware Mug' });
    expect(await card.locator('[data-quick-view]').textContent()).toBe('Quick View: Stoneware Mug');
    // A click before the script binds the link opens the product's own page, as it does without scripts.
    await expect.poll(() => card.locator('[data-quick-view].is-ready').count()).toBe(1);
    await card.locator('[data-quick-view]').click();
    const dialog = page.getByRole('dialog', { name: 'Quick view' });
    await expect.poll(() => dialog.locator('.product-title').textContent()).toBe('Stoneware Mug');
    await dialog.locator('select[data-variant-option-name=Glaze]').selectOption('Moss');
    await expect.poll(() => text(page, '.quick-view [data-product-price]')).toBe('$34.00');
    await dialog.locator('.sqs-add-to-cart-button').click();
    await expect.poll(() => page.locator('[data-testid=cart-pill]').textContent()).toBe('1');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
  });

  it('marks radio values whose combinations are all sold out (a second site, in pounds)', async () => {
    const page = await openProduct('/shop/p/serving-bowl', 1280, 'kiln.localhost');
    const large = page.locator('.variant-radiobtn-wrapper label', { hasText: 'Large' });
    expect(await large.getAttribute('class')).toContain('is-unavailable');
    expect(
      await page.locator('.variant-radiobtn-wrapper label', { hasText: 'Small' }).getAttribute('class'),
    ).not.toContain('is-unavailable');
    await page.locator('.variant-radiobtn-wrapper label', { hasText: 'Small' }).click();
    expect(await text(page, '[data-product-price]')).toBe('£28.00');
    await large.click();
    expect(await text(page, '[data-product-price]')).toBe('£46.00');
    await expect.poll(() => page.locator('.sqs-add-to-cart-button').textContent()).toBe('Sold Out');
  });
});

describe('server-rendered truth', () => {
  it('a sold-out product says Sold Out in the HTML before any script runs', async () => {
    const html = await (await fetch(`${session.app.url}/shop/p/canvas-tote`)).text();
    // The add button is a form's submit button before scripts run (buying without JavaScript): disabled, saying so.
    expect(html).toMatch(
      /<button type="submit" class="sqs-add-to-cart-button [^"]*sold-out [^"]*" disabled aria-disabled="true"[^>]*><span class="sqs-add-to-cart-button-inner">Sold Out<\/span><\/button>/,
    );
    expect(html).not.toContain('>Add To Cart<');
  });
});
