import { describe, expect, it } from 'vitest';
import { useBrowserSession } from '../support/browser-session.ts';
import { solidPng } from '../support/png.ts';
import { signInAsOwner } from '../support/sign-in.ts';

const session = useBrowserSession();

describe('an owner manages the shop in /admin', () => {
  it('creates a product with variants and an uploaded image, changes a price and a stock level, and the product page shows both', async () => {
    const page = await session.newPage(1280);
    await signInAsOwner(page, session.app.url, '/admin/products');
    await page.getByRole('button', { name: 'New product in Shop' }).click();
    const form = page.getByRole('form', { name: 'New product' });
    await form.getByLabel('Title', { exact: true }).fill('Linen Napkin Set');
    await form.getByLabel('Options').fill('Size');
    await form.getByRole('button', { name: 'Add a variant' }).click();
    const first = form.getByRole('group', { name: 'Variant 1' });
    const second = form.getByRole('group', { name: 'Variant 2' });
    await first.getByLabel('Size').fill('Small');
    await first.getByLabel('SKU').fill('NAP-S');
    await first.getByLabel('Price (USD)').fill('24');
    await first.getByLabel('Stock').fill('5');
    await second.getByLabel('Size').fill('Large');
    await second.getByLabel('SKU').fill('NAP-L');
    await second.getByLabel('Price (USD)').fill('thirty');
    await second.getByLabel('Stock').fill('2');
    await form.getByLabel('Show a scarcity notice').check();

    // A price that is not one is caught before anything is sent, beside its field.
    await form.getByRole('button', { name: 'Save product' }).click();
    await expect.poll(() => second.locator('.field-error').textContent()).toBe('Enter a price such as 15.00.');
    await expect
      .poll(() => form.getByRole('alert').textContent())
      .toBe('This product was not saved: one field needs your attention.');
    expect((await session.app.db.query(`select id from catalog.product where title = 'Linen Napkin Set'`)).length).toBe(
      0,
    );
    await second.getByLabel('Price (USD)').fill('32.00');

    await form
      .getByTestId('image-upload')
      .setInputFiles({ name: 'napkins.png', mimeType: 'image/png', buffer: solidPng(1200, 900, [196, 170, 140]) });
    await expect.poll(() => form.locator('.image-list img').count()).toBe(1);
    await form
      .getByTestId('image-upload')
      .setInputFiles({ name: 'detail.png', mimeType: 'image/png', buffer: solidPng(800, 800, [90, 110, 90]) });
    await expect.poll(() => form.locator('.image-list img').count()).toBe(2);
    await form.getByRole('button', { name: 'Save product' }).click();
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Product saved.' }).count()).toBe(1);

    // In place: the small set's price, the large set's stock.
    const price = page.getByLabel('Price of Linen Napkin Set Small');
    await price.fill('19.50');
    await price.press('Enter');
    await expect.poll(() => page.locator('tbody[data-product="Linen Napkin Set"] .cell-saved').count()).toBe(1);
    const stock = page.getByLabel('Stock of Linen Napkin Set Large');
    await stock.fill('7');
    await stock.press('Enter');
    await expect.poll(() => page.locator('tbody[data-product="Linen Napkin Set"] .cell-saved').count()).toBe(2);

    const shop = await session.newPage(390);
    await shop.goto(`${session.app.url}/shop/p/linen-napkin-set`);
    const image = shop.locator('img[data-product-image]');
    await expect.poll(() => image.getAttribute('src')).toMatch(/^\/media\/images\/img_/);
    // Sized for the phone: the 750 px WebP of the 1200 px upload, loaded.
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0 && img.currentSrc))
      .toMatch(/\/media\/images\/img_[^?]+\?format=750w$/);
    // The gallery: the second image takes the main place when its thumbnail is chosen.
    const firstImage = await image.getAttribute('src');
    await shop.getByRole('button', { name: 'Show image 2' }).click();
    await expect.poll(() => image.getAttribute('src')).not.toBe(firstImage);
    expect(await shop.getByRole('button', { name: 'Show image 2' }).getAttribute('aria-current')).toBe('true');
    const block = shop.locator('[data-product-block]');
    await block.locator('select').selectOption('Small');
    await expect.poll(() => block.locator('[data-product-price]').textContent()).toContain('$19.50');
    await block.locator('select').selectOption('Large');
    await expect.poll(() => block.locator('[data-product-price]').textContent()).toContain('$32.00');
    await expect
      .poll(async () => (await block.locator('.product-scarcity:visible').textContent())?.trim())
      .toBe('Only 7 left in stock');
  });

  it('imports a CSV of prices and stock: a bad file changes nothing and says where; a good one changes both', async () => {
    const page = await session.newPage(1280);
    await signInAsOwner(page, session.app.url, '/admin/products');
    const input = page.getByTestId('csv-import');
    await input.setInputFiles({
      name: 'bad.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('variant_id,price,stock\nvar_mug_cream,12.5,3\nvar_nope,1,1\nvar_mug_moss,cheap,2\n'),
    });
    const alert = page.getByRole('alert').filter({ hasText: 'Nothing was imported' });
    await expect.poll(() => alert.textContent()).toContain('Line 3, variant_id: No variant of this site has this id.');
    expect(await alert.textContent()).toContain('Line 4, price: Enter a price such as 15.00.');
    expect(await session.app.db.query(`select price_cents from catalog.variant where id = 'var_mug_cream'`)).toEqual([
      { price_cents: 3200 },
    ]);

    await input.setInputFiles({
      name: 'good.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('variant_id,price,stock\nvar_mug_cream,12.50,3\nvar_mug_moss,14,unlimited\n'),
    });
    await expect
      .poll(() => page.locator('.dashboard-panel [role=status], .dashboard-panel [role=alert]').allTextContents())
      .toContain('Imported 2 variants.');
    expect(
      await session.app.db.query(
        `select id, price_cents from catalog.variant where id in ('var_mug_cream', 'var_mug_moss') order by id`,
      ),
    ).toEqual([
      { id: 'var_mug_cream', price_cents: 1250 },
      { id: 'var_mug_moss', price_cents: 1400 },
    ]);
    expect(
      await session.app.db.query(
        `select variant_id, qty_in_stock, unlimited from cart.stock_level where variant_id in ('var_mug_cream', 'var_mug_moss') order by variant_id`,
      ),
    ).toEqual([
      { variant_id: 'var_mug_cream', qty_in_stock: 3, unlimited: false },
      { variant_id: 'var_mug_moss', qty_in_stock: 0, unlimited: true },
    ]);
  });
});
