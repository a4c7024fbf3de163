import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { useBrowserSession } from '../support/browser-session.ts';
import { addBulkProducts } from '../support/bulk-products.ts';
import { signInAsOwner } from '../support/sign-in.ts';

const session = useBrowserSession();
const BULK = 120;

describe('an owner of a large shop in /admin', () => {
  beforeAll(async () => {
    await addBulkProducts(
      session.app.db,
      { siteId: 'site_demo', collectionId: 'col_studio' },
      { prefix: 'prod_bulk', count: BULK, title: 'Studio stool', firstPosition: 100 },
    );
  });

  it('sees a shop a page at a time, exports every variant of every shop, and imports an edited export', async () => {
    const { db } = session.app;
    const listed = async (collectionId: string) =>
      (
        await db.query<{ n: number }>(
          `select count(*)::int as n from catalog.product where collection_id = $1 and archived_at is null`,
          [collectionId],
        )
      )[0]!.n;
    const studioCount = await listed('col_studio');
    expect(studioCount).toBeGreaterThan(BULK);

    const page = await session.newPage(1280);
    await signInAsOwner(page, session.app.url, '/admin/products');
    const studio = page.locator('.shop-table', { has: page.locator('h3', { hasText: 'Studio' }) });
    await expect.poll(() => studio.locator('tbody[data-product]').count()).toBe(50);
    expect(await studio.locator('h3').textContent()).toBe(`Studio${studioCount} products`);
    expect(await studio.locator('.table-more span').first().textContent()).toBe(
      `Showing 50 of ${studioCount} products`,
    );
    await studio.getByRole('button', { name: 'Show 50 more of Studio' }).click();
    await expect.poll(() => studio.locator('tbody[data-product]').count()).toBe(100);
    expect(await studio.locator('.table-more span').first().textContent()).toBe(
      `Showing 100 of ${studioCount} products`,
    );
    // Other shops fit in one page: no button.
    const shop = page.locator('.shop-table', { has: page.locator('h3', { hasText: /^Shop/ }) });
    expect(await shop.locator('.table-more').count()).toBe(0);
    expect(await shop.locator('tbody[data-product]').count()).toBe(await listed('col_shop'));

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('region', { name: 'Products' }).getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    const csv = await readFile((await download.path())!, 'utf8');
    const lines = csv.trimEnd().split('\r\n');
    const variants = await db.query<{ id: string }>(
      `select v.id from catalog.variant v join catalog.product p on p.id = v.product_id join catalog.collection c on c.id = p.collection_id where c.website_id = 'site_demo' and c.type = 'products'`,
    );
    expect(lines.length - 1).toBe(variants.length);
    expect(lines[0]).toBe(
      'product_id,product_title,product_type,variant_id,sku,options,price,sale_price,on_sale,stock',
    );
    expect(lines).toContain(
      'prod_bulk_118,Studio stool 118 wool,PHYSICAL,prod_bulk_118_S,STUDIO-118-S,Size=S,38.00,36.00,no,6',
    );
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'Exported' }).textContent())
      .toBe(`Exported ${variants.length} variants.`);

    // The whole export back, with two cells of products no table has shown yet changed.
    const edited = lines.map((line) =>
      line.startsWith('prod_bulk_118,') && line.includes(',prod_bulk_118_S,')
        ? line.replace(',38.00,36.00,no,6', ',41.50,36.00,no,6')
        : line.startsWith('prod_bulk_119,') && line.includes(',prod_bulk_119_L,')
          ? line.replace(/,0$/, ',12')
          : line,
    );
    expect(edited.filter((line, i) => line !== lines[i])).toHaveLength(2);
    await page
      .getByTestId('csv-import')
      .setInputFiles({ name: 'inventory.csv', mimeType: 'text/csv', buffer: Buffer.from(edited.join('\r\n')) });
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'Imported' }).textContent())
      .toBe(`Imported 2 variants. ${variants.length - 2} rows changed nothing.`);
    expect(await db.query(`select id, price_cents from catalog.variant where id = 'prod_bulk_118_S'`)).toEqual([
      { id: 'prod_bulk_118_S', price_cents: 4150 },
    ]);
    expect(await db.query(`select qty_in_stock from cart.stock_level where variant_id = 'prod_bulk_119_L'`)).toEqual([
      { qty_in_stock: 12 },
    ]);

    // A variant of another site is no variant of this one, wherever it sits in the file.
    await page.getByTestId('csv-import').setInputFiles({
      name: 'other.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('variant_id,stock\nprod_bulk_1_S,3\nvar_kiln_bowl_s,1\n'),
    });
    await expect
      .poll(() => page.getByRole('alert').filter({ hasText: 'Nothing was imported' }).textContent())
      .toContain('Line 3, variant_id: No variant of this site has this id.');
    expect(await db.query(`select qty_in_stock from cart.stock_level where variant_id = 'prod_bulk_1_S'`)).toEqual([
      { qty_in_stock: 1 },
    ]);
  });
});
