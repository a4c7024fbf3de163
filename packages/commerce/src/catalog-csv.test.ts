import { describe, expect, it } from 'vitest';
import {
  catalogCsv,
  csvUpdates,
  parseCsv,
  readCatalogCsv,
  type CurrentVariant,
  type CsvVariantRow,
} from './catalog-csv.ts';

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
    expect(
      catalogCsv(
        [
          row(),
          row({
            variantId: 'var_2',
            productTitle: '=HYPERLINK("x")',
            unlimited: true,
            onSale: true,
            salePriceMinor: 100,
          }),
        ],
        'USD',
      ),
    ).toBe(
      'product_id,product_title,product_type,variant_id,sku,options,price,sale_price,on_sale,stock\r\n' +
        'prod_1,"Mug, large",PHYSICAL,var_1,MUG-L,Size=L,1299.00,0.00,no,4\r\n' +
        `prod_1,"'=HYPERLINK(""x"")",PHYSICAL,var_2,MUG-L,Size=L,1299.00,1.00,yes,unlimited\r\n`,
    );
  });

  it('reads back what it wrote', () => {
    const { changes, problems } = readCatalogCsv(
      catalogCsv([row({ onSale: true, salePriceMinor: 999 })], 'USD'),
      'USD',
    );
    expect(problems).toEqual([]);
    expect(changes).toEqual([
      {
        variantId: 'var_1',
        line: 2,
        priceMinor: 129900,
        salePriceMinor: 999,
        onSale: true,
        stock: { qtyInStock: 4, unlimited: false },
      },
    ]);
  });
});

describe('parseCsv', () => {
  it('reads quotes, escaped quotes and line breaks in cells', () => {
    expect(parseCsv('a,"b ""c""","d\ne"\n1,2,3')).toEqual([
      ['a', 'b "c"', 'd\ne'],
      ['1', '2', '3'],
    ]);
    expect(parseCsv('a,"b')).toEqual({ message: 'A quoted cell is not closed.' });
  });
});

describe('readCatalogCsv', () => {
  it('changes only the columns it has', () => {
    expect(readCatalogCsv('variant_id,stock\nvar_1,7\n', 'USD')).toEqual({
      changes: [{ variantId: 'var_1', line: 2, stock: { qtyInStock: 7, unlimited: false } }],
      problems: [],
    });
  });

  it('names every bad cell by line and column', () => {
    const { problems } = readCatalogCsv(
      'variant_id,price,on_sale,stock\nvar_1,abc,maybe,-2\n,1,no,1\nvar_3,1,no,1\nvar_3,1,no,1\n',
      'USD',
    );
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

describe('csvUpdates', () => {
  const now: CurrentVariant = { price: 1500, salePrice: 1200, onSale: false, qtyInStock: 4, unlimited: false };
  const current = new Map<string, CurrentVariant | null>([
    ['var_1', now],
    ['var_2', { ...now, unlimited: true, qtyInStock: 0 }],
    ['var_other_site', null],
  ]);

  it('sends only the rows that change a variant, keeping what a row leaves out', () => {
    const { changes } = readCatalogCsv(
      'variant_id,price,on_sale,stock\nvar_1,15.00,yes,4\nvar_2,15,no,unlimited\n',
      'USD',
    );
    expect(csvUpdates(changes, current)).toEqual({
      prices: [{ variantId: 'var_1', price: 1500, salePrice: 1200, onSale: true, line: 2 }],
      stock: [],
      unchanged: 1,
      problems: [],
    });
  });

  it('changes stock from a number to unlimited and back, and ignores a quantity beside unlimited', () => {
    const { changes } = readCatalogCsv('variant_id,stock\nvar_1,unlimited\nvar_2,3\n', 'USD');
    expect(csvUpdates(changes, current).stock).toEqual([
      { variantId: 'var_1', qtyInStock: 0, unlimited: true, line: 2 },
      { variantId: 'var_2', qtyInStock: 3, unlimited: false, line: 3 },
    ]);
  });

  it("names each row whose variant is not the site's", () => {
    const { changes } = readCatalogCsv('variant_id,stock\nvar_other_site,1\nvar_missing,2\nvar_1,9\n', 'USD');
    expect(csvUpdates(changes, current).problems).toEqual([
      { line: 2, column: 'variant_id', message: 'No variant of this site has this id.' },
      { line: 3, column: 'variant_id', message: 'No variant of this site has this id.' },
    ]);
  });

  it('refuses more changes than one import may make, however many rows are unchanged', () => {
    const many = new Map<string, CurrentVariant>(Array.from({ length: 3000 }, (_, i) => [`v${i}`, now]));
    const rows = Array.from({ length: 3000 }, (_, i) => `v${i},${i < 1001 ? 5 : 4}`).join('\n');
    const { changes, problems } = readCatalogCsv(`variant_id,stock\n${rows}\n`, 'USD');
    expect(problems).toEqual([]);
    expect(csvUpdates(changes, many).problems).toEqual([
      {
        line: 1,
        message: 'Change at most 1000 variants in one import: this file changes 1001. Split it into smaller files.',
      },
    ]);
    const fewer = Array.from({ length: 3000 }, (_, i) => `v${i},${i < 1000 ? 5 : 4}`).join('\n');
    const updates = csvUpdates(readCatalogCsv(`variant_id,stock\n${fewer}\n`, 'USD').changes, many);
    expect([updates.stock.length, updates.unchanged, updates.problems]).toEqual([1000, 2000, []]);
  });
});
