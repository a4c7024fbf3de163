import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useBrowserSession } from '../support/browser-session.ts';
import { startTestPlatform, type TestPlatform } from '../support/test-platform.ts';

const session = useBrowserSession();
const newPage = (width?: number) => session.newPage(width);
/** The running app, read when a test runs (it starts before them). */
const app = {
  get url() {
    return session.app.url;
  },
};

describe('a shopper', () => {
  it('picks a variant on a product page, adds it, sees the pill show 1, and finds it on /cart', async () => {
    const page = await newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${app.url}/shop/p/linen-shirt`);
    await expect.poll(() => page.locator('.sqs-add-to-cart-button-wrapper.is-ready').count()).toBe(1);
    await expect.poll(() => page.locator('[data-testid=cart-pill]').count()).toBe(0);
    expect(await page.locator('.site-nav [data-cart-indicator]').first().isHidden()).toBe(true);

    await page.selectOption('select[data-variant-option-name=Size]', 'M');
    await page.selectOption('select[data-variant-option-name=Color]', 'Sand');
    const button = page.locator('.sqs-add-to-cart-button');
    await button.click();
    await expect.poll(() => button.textContent()).toBe('Adding…');
    await expect.poll(() => button.textContent(), { timeout: 3000 }).toBe('Added!');
    await expect.poll(() => button.textContent(), { timeout: 4000 }).toBe('Add To Cart');

    const pill = page.locator('[data-testid=cart-pill]');
    await expect.poll(() => pill.textContent()).toBe('1');
    expect(await pill.getAttribute('aria-label')).toBe('1 item in cart');
    // The theme's cart indicator (cart-quantity and cart-subtotal) follows the add, and the page says the same when drawn again.
    const indicator = page.locator('.site-nav [data-cart-indicator]').first();
    await expect.poll(() => indicator.textContent()).toBe(' (1 · $68.00)');
    await page.reload();
    expect(await indicator.textContent()).toBe(' (1 · $68.00)');
    expect(await indicator.isVisible()).toBe(true);

    await pill.click();
    await page.waitForURL(`${app.url}/cart`);
    const entry = page.locator('[data-testid=cart-entry]');
    await expect.poll(() => entry.count()).toBe(1);
    expect(await entry.locator('.cart-entry-title').textContent()).toBe('Linen Work Shirt');
    expect(await entry.locator('.cart-entry-variant').textContent()).toBe('Size: M · Color: Sand');
    expect(await page.locator('[data-testid=cart-subtotal]').textContent()).toBe('$68.00');
    expect(await page.locator('[data-testid=cart-pill]').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('is told what is missing or unavailable, and the button comes back', async () => {
    const page = await newPage(390);
    await page.goto(`${app.url}/shop/p/linen-shirt`);
    await expect.poll(() => page.locator('.sqs-add-to-cart-button-wrapper.is-ready').count()).toBe(1);
    const button = page.locator('.sqs-add-to-cart-button');
    const alert = page.locator('[role=alert]');

    await button.click();
    await expect.poll(() => alert.textContent()).toBe('Unable to Add ItemPlease select the Size and Color options.');

    await page.selectOption('select[data-variant-option-name=Size]', 'M');
    await page.selectOption('select[data-variant-option-name=Color]', 'Ink');
    await expect.poll(() => button.textContent(), { timeout: 3000 }).toBe('Add To Cart');
    await page.fill('.product-quantity-input input', '2');
    await button.click();
    await expect.poll(() => alert.textContent()).toBe('Unable to Add ItemSorry, we do not have enough of that item available.');
    await expect.poll(() => button.textContent(), { timeout: 3000 }).toBe('Add To Cart');
    expect(await page.locator('[data-testid=cart-pill]').count()).toBe(0);
  });

  it('finds a sold-out product’s button saying so', async () => {
    const page = await newPage();
    await page.goto(`${app.url}/shop/p/canvas-tote`);
    await expect.poll(() => page.locator('.sqs-add-to-cart-button-wrapper.is-ready').count()).toBe(1);
    const button = page.locator('.sqs-add-to-cart-button');
    expect(await button.textContent()).toBe('Sold Out');
    expect(await button.getAttribute('aria-disabled')).toBe('true');
    expect(await page.locator('.product-mark.sold-out').textContent()).toBe('sold out');
  });

  it('searches for a word of a product’s description and finds the product, the word marked', async () => {
    const page = await newPage(390);
    await page.goto(`${app.url}/search`);
    await page.getByRole('searchbox').fill('darkens');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL(/\/search\?q=darkens/);
    const result = page.locator('.search-result').first();
    await expect.poll(() => result.locator('.search-title').textContent()).toBe('Waxed Field Apron');
    expect(await result.locator('mark').first().textContent()).toBe('darkens');
    await result.locator('.search-title').click();
    await page.waitForURL(`${app.url}/shop/p/field-apron`);
  });

  it('with cookies turned off is asked to turn them on, and nothing is added', async () => {
    const page = await newPage();
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'cookieEnabled', { get: () => false }));
    await page.goto(`${app.url}/shop/p/wool-throw`);
    await expect.poll(() => page.locator('.sqs-add-to-cart-button-wrapper.is-ready').count()).toBe(1);
    await page.locator('.sqs-add-to-cart-button').click();
    const alert = page.locator('.add-to-cart-error');
    await expect.poll(() => alert.locator('strong').textContent()).toBe('Unable to Add Item');
    expect(await alert.locator('span').textContent()).toBe('Please enable cookies in your browser, reload the page, and try again.');
    expect(await page.locator('[data-testid=cart-pill]').count()).toBe(0);
  });

  it('sees the pill on later pages once a cart exists', async () => {
    const page = await newPage();
    await page.goto(`${app.url}/shop/p/stoneware-mug`);
    await expect.poll(() => page.locator('.sqs-add-to-cart-button-wrapper.is-ready').count()).toBe(1);
    await page.locator('.product-variants select').first().selectOption({ label: 'Cream' });
    await page.fill('.product-quantity-input input', '2');
    await page.locator('.sqs-add-to-cart-button').click();
    await expect.poll(() => page.locator('[data-testid=cart-pill]').textContent(), { timeout: 4000 }).toBe('2');
    await page.goto(`${app.url}/shop`);
    await expect.poll(() => page.locator('[data-testid=cart-pill]').textContent()).toBe('2');
  });
  it('sees 100+ on the pill above 100 items', async () => {
    const page = await newPage(390);
    await page.goto(`${app.url}/shop`);
    const status = await page.evaluate(async () => {
      const response = await fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: 'mutation { addToCart(input: { itemId: "prod_gift_card", sku: "GIFT-25", quantity: 101 }) { userErrors { code } } }' }),
      });
      return response.status;
    });
    expect(status).toBe(200);
    await page.reload();
    const pill = page.locator('[data-testid=cart-pill]');
    await expect.poll(() => pill.textContent()).toBe('100+');
    expect(await pill.getAttribute('aria-label')).toBe('More than 100 items in cart');
  });
});

describe('a shopper who adds too fast', () => {
  let limited: TestPlatform;
  beforeAll(async () => {
    limited = await startTestPlatform({ rateLimits: { 'cart.adds': { points: 2, durationSeconds: 60 } } });
  });
  afterAll(() => limited?.stop());

  it('is told to try again in a few seconds (a 429), and the button comes back', async () => {
    const page = await newPage(390);
    await page.goto(`${limited.url}/shop/p/gift-card`);
    await expect.poll(() => page.locator('.sqs-add-to-cart-button-wrapper.is-ready').count()).toBe(1);
    await page.locator('.variant-radiobtn-wrapper label', { hasText: '$25' }).click();
    await page.getByLabel('Recipient’s email').fill('friend@example.com');
    const button = page.locator('.sqs-add-to-cart-button');
    for (const expected of ['1', '2']) {
      await button.click();
      await expect.poll(() => page.locator('[data-testid=cart-pill]').textContent(), { timeout: 4000 }).toBe(expected);
      await expect.poll(() => button.textContent(), { timeout: 5000 }).toBe('Add To Cart');
    }
    await button.click();
    await expect.poll(() => page.locator('[role=alert]').textContent()).toBe('Unable to purchase Gift CardPlease try again in a few seconds.');
    await expect.poll(() => button.textContent(), { timeout: 3000 }).toBe('Add To Cart');
    expect(await page.locator('[data-testid=cart-pill]').textContent()).toBe('2');
  });
});

describe('an owner', () => {
  it('signs in and sees the shop’s products with price and stock', async () => {
    const page = await newPage();
    await page.goto(`${app.url}/admin/products`);
    await page.waitForURL(/\/admin\/login\?next=/);
    await page.fill('input[name=email]', 'owner@atelier.test');
    await page.fill('input[name=password]', 'wrong password');
    await page.click('button[type=submit]');
    await expect.poll(() => page.locator('[role=alert]').textContent()).toBe('Your email or password is incorrect.');

    await page.fill('input[name=password]', 'atelier-demo');
    await page.click('button[type=submit]');
    await page.waitForURL(`${app.url}/admin/products`);
    // One inventory table per shop collection: Shop, Kitchen, Studio.
    const table = page.locator('[data-testid=inventory]');
    await expect.poll(() => table.count()).toBe(3);
    const mugCream = page.locator('tr', { has: page.locator('td.sku', { hasText: 'MUG-CREAM' }) });
    expect(await mugCream.locator('td.num input').evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value))).toEqual(['32.00', '5']);
    expect(await page.getByLabel('Price of Stoneware Mug Cream').inputValue()).toBe('32.00');
    const gift = page.locator('tr', { has: page.locator('td.sku', { hasText: 'GIFT-25' }) });
    expect(await gift.locator('td.stock input').inputValue()).toBe('unlimited');
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'atelier-session')?.httpOnly).toBe(true);

    await page.click('text=Sign out');
    await page.waitForURL(/\/admin\/login/);
    expect((await page.context().cookies()).some((c) => c.name === 'atelier-session')).toBe(false);
    await page.goto(`${app.url}/admin`);
    await page.waitForURL(/\/admin\/login\?next=/);
  });
});
