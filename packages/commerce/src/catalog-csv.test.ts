import { describe, expect, it } from 'vitest';
import { catalogCsv, parseCsv, readCatalogCsv, type CsvVariantRow } from './catalog-csv.ts';

const row = (over: Partial<CsvVariantRow> = {}): CsvVariantRow => ({
  productId: 'prod_1',
  productTitle: 'Mug, large',
  productType: 'PHYSICAL',
  variantId: 'var_1',
  sku: 'MUG-L',
  attributes: [{ name: 'Size', value: 'L' }],
  priceMinor: 129900,
  salePriceMinor: 0,
  onSale: false,
  qtyInStock: 4,
  unlimited: false,
  ...over,
});

describe('catalogCsv', () => {
  it('writes a header and one quoted-where-needed row per variant', () => {
    expect(catalogCsv([row(), row({ variantId: 'var_2', productTitle: '=HYPERLINK("x")', unlimited: true, onSale: true, salePriceMinor: 100 })], 'USD')).toBe(
      'product_id,product_title,product_type,variant_id,sku,options,price,sale_price,on_sale,stock\r\n' +
        'prod_1,"Mug, large",PHYSICAL,var_1,MUG-L,Size=L,1299.00,0.00,no,4\r\n' +
        `prod_1,"'=HYPERLINK(""x"")",PHYSICAL,var_2,MUG-L,Size=L,1299.00,1.00,yes,unlimited\r\n`,
    );
  });

  it('reads back what it wrote', () => {
    const { changes, problems } = readCatalogCsv(catalogCsv([row({ onSale: true, salePriceMinor: 999 })], 'USD'), 'USD');
    expect(problems).toEqual([]);
    expect(changes).toEqual([{ variantId: 'var_1', line: 2, priceMinor: 129900, salePriceMinor: 999, onSale: true, stock: { qtyInStock: 4, unlimited: false } }]);
  });
});

describe('parseCsv', () => {
  it('reads quotes, escaped quotes and line breaks in cells', () => {
    expect(parseCsv('a,"b ""c""","d\ne"\n1,2,3')).toEqual([['a', 'b "c"', 'd\ne'], ['1', '2', '3']]);
    expect(parseCsv('a,"b')).toEqual({ message: 'A quoted cell is not closed.' });
  });
});

describe('readCatalogCsv', () => {
  it('changes only the columns it has', () => {
    expect(readCatalogCsv('variant_id,stock\nvar_1,7\n', 'USD')).toEqual({ changes: [{ variantId: 'var_1', line: 2, stock: { qtyInStock: 7, unlimited: false } }], problems: [] });
  });

  it('names every bad cell by line and column', () => {
    const { problems } = readCatalogCsv('variant_id,price,on_sale,stock\nvar_1,abc,maybe,-2\n,1,no,1\nvar_3,1,no,1\nvar_3,1,no,1\n', 'USD');
    expect(problems).toEqual([
      { line: 2, column: 'price', message: 'Enter a price such as 15.00.' },
      { line: 2, column: 'on_sale', message: 'Write yes or no.' },
      { line: 2, column: 'stock', message: 'Enter a whole number of items, or “unlimited”.' },
      { line: 3, column: 'variant_id', message: 'Each row needs the variant_id of a variant.' },
      { line: 5, column: 'variant_id', message: 'This variant is on an earlier line too.' },
    ]);
  });

  it('refuses a file without the columns it needs', () => {
    expect(readCatalogCsv('sku,price\nA,1\n', 'USD').problems[0]!.message).toMatch(/variant_id/);
    expect(readCatalogCsv('variant_id,sku\nv,A\n', 'USD').problems[0]!.message).toMatch(/nothing to change/);
  });
});
