import { csvCell } from './csv-cell.ts';
import { toDecimalString } from './money.ts';
import { parsePriceInput, parseStockInput } from './product-input.ts';

/**
 * The inventory as CSV: one row per variant, written by the dashboard's export and read back by its
 * import, which changes prices, sale prices and stock of variants that exist (matched by
 * variant_id). Columns the import does not find stay as they are.
 */
export const CATALOG_CSV_COLUMNS = [
  'product_id',
  'product_title',
  'product_type',
  'variant_id',
  'sku',
  'options',
  'price',
  'sale_price',
  'on_sale',
  'stock',
] as const;
/** Rows a file may hold: a whole large catalog exported (10,000 products of a few variants each) reads back. */
export const MAX_CSV_ROWS = 50_000;
/**
 * Variants one API call reads or changes (variants(ids), updateVariantPrices, setStock): the owner's
 * tools split their work by it, and an import changes at most this many.
 */
export const MAX_VARIANTS_AT_ONCE = 1000;

export interface CsvVariantRow {
  productId: string;
  productTitle: string;
  productType: string;
  variantId: string;
  sku: string;
  attributes: readonly { name: string; value: string }[];
  priceMinor: number;
  salePriceMinor: number;
  onSale: boolean;
  qtyInStock: number;
  unlimited: boolean;
}

export interface CsvChange {
  variantId: string;
  line: number;
  priceMinor?: number;
  salePriceMinor?: number;
  onSale?: boolean;
  stock?: { qtyInStock: number; unlimited: boolean };
}

export interface CsvProblem {
  line: number;
  column?: string;
  message: string;
}

export function catalogCsv(rows: readonly CsvVariantRow[], currency: string): string {
  const lines = rows.map((r) =>
    [
      r.productId,
      r.productTitle,
      r.productType,
      r.variantId,
      r.sku,
      r.attributes.map((a) => `${a.name}=${a.value}`).join('; '),
      toDecimalString(r.priceMinor, currency),
      toDecimalString(r.salePriceMinor, currency),
      r.onSale ? 'yes' : 'no',
      r.unlimited ? 'unlimited' : String(r.qtyInStock),
    ]
      .map(csvCell)
      .join(','),
  );
  return [CATALOG_CSV_COLUMNS.join(','), ...lines].join('\r\n') + '\r\n';
}

/** RFC 4180 records: quoted fields may hold commas, quotes ("") and line breaks. */
export function parseCsv(text: string): string[][] | { message: string } {
  const records: string[][] = [];
  let field = '';
  let record: string[] = [];
  let quoted = false;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  for (; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"' && field === '') quoted = true;
    else if (ch === ',') {
      record.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      record.push(field);
      records.push(record);
      record = [];
      field = '';
    } else field += ch;
  }
  if (quoted) return { message: 'A quoted cell is not closed.' };
  if (field !== '' || record.length) {
    record.push(field);
    records.push(record);
  }
  return records.filter((r) => r.some((f) => f.trim() !== ''));
}

const YES = new Set(['yes', 'true', '1', 'y']);
const NO = new Set(['no', 'false', '0', 'n', '']);

/** The changes of an imported CSV, or every problem with its line (the header is line 1). */
export function readCatalogCsv(text: string, currency: string): { changes: CsvChange[]; problems: CsvProblem[] } {
  const parsed = parseCsv(text);
  if (!Array.isArray(parsed)) return { changes: [], problems: [{ line: 1, message: parsed.message }] };
  const [header, ...rows] = parsed;
  if (!header) return { changes: [], problems: [{ line: 1, message: 'The file is empty.' }] };
  const columns = header.map((h) => h.trim().toLowerCase());
  const at = (name: string) => columns.indexOf(name);
  if (at('variant_id') < 0)
    return {
      changes: [],
      problems: [
        { line: 1, message: 'The first line must name the columns, variant_id among them (export a CSV to see them).' },
      ],
    };
  if (!['price', 'sale_price', 'on_sale', 'stock'].some((c) => at(c) >= 0))
    return {
      changes: [],
      problems: [{ line: 1, message: 'There is nothing to change: add a price, sale_price, on_sale or stock column.' }],
    };
  if (rows.length > MAX_CSV_ROWS)
    return { changes: [], problems: [{ line: 1, message: `Import at most ${MAX_CSV_ROWS} variants at once.` }] };
  const changes: CsvChange[] = [];
  const problems: CsvProblem[] = [];
  const seen = new Set<string>();
  rows.forEach((row, index) => {
    const line = index + 2;
    const value = (name: string) => (at(name) >= 0 ? (row[at(name)] ?? '').trim() : undefined);
    const variantId = value('variant_id') ?? '';
    if (!variantId)
      return void problems.push({ line, column: 'variant_id', message: 'Each row needs the variant_id of a variant.' });
    if (seen.has(variantId))
      return void problems.push({ line, column: 'variant_id', message: 'This variant is on an earlier line too.' });
    seen.add(variantId);
    const change: CsvChange = { variantId, line };
    for (const [column, key] of [
      ['price', 'priceMinor'],
      ['sale_price', 'salePriceMinor'],
    ] as const) {
      const text = value(column);
      if (text === undefined) continue;
      const price = parsePriceInput(text.replace(/^'/, ''), currency);
      if ('message' in price) problems.push({ line, column, message: price.message });
      else change[key] = price.minor;
    }
    const onSale = value('on_sale')?.toLowerCase();
    if (onSale !== undefined) {
      if (YES.has(onSale)) change.onSale = true;
      else if (NO.has(onSale)) change.onSale = false;
      else problems.push({ line, column: 'on_sale', message: 'Write yes or no.' });
    }
    const stockText = value('stock');
    if (stockText !== undefined) {
      const stock = parseStockInput(stockText);
      if ('message' in stock) problems.push({ line, column: 'stock', message: stock.message });
      else change.stock = stock;
    }
    changes.push(change);
  });
  return { changes, problems };
}

/** A variant as it is now, to tell what an imported row changes. */
export interface CurrentVariant {
  price: number;
  salePrice: number;
  onSale: boolean;
  qtyInStock: number;
  unlimited: boolean;
}

export interface CsvUpdates {
  prices: { variantId: string; price: number; salePrice: number; onSale: boolean; line: number }[];
  stock: { variantId: string; qtyInStock: number; unlimited: boolean; line: number }[];
  /** Rows that name a variant of the site and change nothing of it. */
  unchanged: number;
  problems: CsvProblem[];
}

/**
 * What an import sends: only the rows that change a variant, so that a whole exported catalog with
 * a few cells edited changes those few. A row naming no variant of the site (null or missing in
 * `current`) is a problem, and so are more changes than one import may make.
 */
export function csvUpdates(
  changes: readonly CsvChange[],
  current: ReadonlyMap<string, CurrentVariant | null>,
): CsvUpdates {
  const updates: CsvUpdates = { prices: [], stock: [], unchanged: 0, problems: [] };
  for (const change of changes) {
    const now = current.get(change.variantId);
    if (!now) {
      updates.problems.push({
        line: change.line,
        column: 'variant_id',
        message: 'No variant of this site has this id.',
      });
      continue;
    }
    const price = {
      price: change.priceMinor ?? now.price,
      salePrice: change.salePriceMinor ?? now.salePrice,
      onSale: change.onSale ?? now.onSale,
    };
    const pricesChange = price.price !== now.price || price.salePrice !== now.salePrice || price.onSale !== now.onSale;
    const stockChanges =
      change.stock !== undefined &&
      (change.stock.unlimited !== now.unlimited ||
        (!change.stock.unlimited && change.stock.qtyInStock !== now.qtyInStock));
    if (pricesChange) updates.prices.push({ variantId: change.variantId, ...price, line: change.line });
    if (stockChanges) updates.stock.push({ variantId: change.variantId, ...change.stock!, line: change.line });
    if (!pricesChange && !stockChanges) updates.unchanged++;
  }
  const changed = Math.max(updates.prices.length, updates.stock.length);
  if (changed > MAX_VARIANTS_AT_ONCE)
    updates.problems.push({
      line: 1,
      message: `Change at most ${MAX_VARIANTS_AT_ONCE} variants in one import: this file changes ${changed}. Split it into smaller files.`,
    });
  return updates;
}
