import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { catalogCsv, parsePriceInput, parseStockInput, productMark, readCatalogCsv, toDecimalString } from '@atelier/commerce';
import {
  ArchiveProductDocument,
  DuplicateProductDocument,
  SetStockDocument,
  UpdateVariantPricesDocument,
  type AdminDashboardQuery,
  type DashboardProductFragment,
  type DashboardVariantFragment,
} from '../graphql/generated/operations.ts';
import { InventoryCell } from './inventory-cell.tsx';
import { ProductForm } from './product-form.tsx';
import { TYPE_LABELS } from './product-types.ts';

type Site = NonNullable<AdminDashboardQuery['me']>['websites'][number];
type Collection = Site['collections'][number];
type Editing = { product: DashboardProductFragment | null; collectionId: string } | null;

function download(name: string, text: string) {
  const link = document.createElement('a');
  link.href = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(link.href), 1000);
}

/** The site's shop: products per collection with inline price and stock edits, the editor, CSV in and out, archived products. */
export function ProductsPanel({ site, onChanged }: { site: Site; onChanged(): void }) {
  const currency = site.storeSettings.selectedCurrency;
  const shops = site.collections.filter((c) => c.type === 'PRODUCTS');
  const [editing, setEditing] = useState<Editing>(null);
  const [note, setNote] = useState<{ kind: 'ok' | 'error'; text: string; list?: string[] } | null>(null);
  const [updatePrices] = useMutation(UpdateVariantPricesDocument);
  const [setStock] = useMutation(SetStockDocument);
  const [duplicate] = useMutation(DuplicateProductDocument);
  const [archive] = useMutation(ArchiveProductDocument);
  const allProducts = shops.flatMap((c) => [...c.products, ...c.archivedProducts]);
  const variantsById = new Map(allProducts.flatMap((p) => p.variants.map((v) => [v.id, v] as const)));

  const savePrice = async (variant: DashboardVariantFragment, text: string) => {
    const price = parsePriceInput(text, currency);
    if ('message' in price) return price.message;
    const { data } = await updatePrices({ variables: { input: [{ variantId: variant.id, price: price.minor, salePrice: variant.salePrice, onSale: variant.onSale && variant.salePrice < price.minor }] } });
    // The answer's variants (and product versions) update Apollo's cache by id: no refetch of the dashboard.
    return data?.updateVariantPrices.userErrors[0]?.message;
  };
  const saveStock = async (variant: DashboardVariantFragment, text: string) => {
    const stock = parseStockInput(text);
    if ('message' in stock) return stock.message;
    const { data } = await setStock({ variables: { input: [{ variantId: variant.id, ...stock }] } });
    return data?.setStock.userErrors[0]?.message;
  };
  const act = async (run: () => Promise<string | undefined>, done: string) => {
    const problem = await run().catch(() => 'That did not work just now. Check your connection and try again.');
    setNote(problem ? { kind: 'error', text: problem } : { kind: 'ok', text: done });
    if (!problem) onChanged();
  };

  const exportCsv = () => {
    const rows = allProducts.flatMap((p) =>
      p.variants.map((v) => ({ productId: p.id, productTitle: p.title, productType: p.productType, variantId: v.id, sku: v.sku, attributes: v.attributes, priceMinor: v.price, salePriceMinor: v.salePrice, onSale: v.onSale, qtyInStock: v.qtyInStock, unlimited: v.unlimited })),
    );
    download(`inventory-${site.slug}.csv`, catalogCsv(rows, currency));
  };
  const importCsv = async (file: File) => {
    const { changes, problems } = readCatalogCsv(await file.text(), currency);
    for (const change of changes) if (!variantsById.has(change.variantId)) problems.push({ line: change.line, column: 'variant_id', message: 'No variant of this site has this id.' });
    if (problems.length) {
      return setNote({ kind: 'error', text: `Nothing was imported: ${problems.length === 1 ? 'one cell needs' : `${problems.length} cells need`} fixing.`, list: problems.map((p) => `Line ${p.line}${p.column ? `, ${p.column}` : ''}: ${p.message}`) });
    }
    const prices = changes
      .filter((c) => c.priceMinor !== undefined || c.salePriceMinor !== undefined || c.onSale !== undefined)
      .map((c) => {
        const current = variantsById.get(c.variantId)!;
        return { variantId: c.variantId, price: c.priceMinor ?? current.price, salePrice: c.salePriceMinor ?? current.salePrice, onSale: c.onSale ?? current.onSale };
      });
    const stock = changes.flatMap((c) => (c.stock ? [{ variantId: c.variantId, ...c.stock }] : []));
    await act(async () => {
      if (prices.length) {
        const { data } = await updatePrices({ variables: { input: prices } });
        const problem = data?.updateVariantPrices.userErrors[0];
        if (problem) return `Nothing was imported: line ${changes[Number(problem.field?.[1] ?? 0)]?.line ?? '?'}: ${problem.message}`;
      }
      if (stock.length) {
        const { data } = await setStock({ variables: { input: stock } });
        const problem = data?.setStock.userErrors[0];
        if (problem) return `Prices were imported, stock was not: ${problem.message}`;
      }
      return undefined;
    }, `Imported ${changes.length} ${changes.length === 1 ? 'variant' : 'variants'}.`);
  };

  return (
    <section className="dashboard-panel" aria-labelledby="products-title">
      <div className="panel-row panel-head">
        <h2 id="products-title">Products</h2>
        <div className="panel-actions">
          <button type="button" className="button-secondary" onClick={exportCsv}>
            Export CSV
          </button>
          <label className="button-secondary file-button">
            Import CSV
            <input
              type="file"
              accept=".csv,text/csv"
              className="visually-hidden"
              data-testid="csv-import"
              onChange={(e) => {
                const file = e.target.files?.[0];
                e.target.value = '';
                if (file) void importCsv(file);
              }}
            />
          </label>
        </div>
      </div>
      {note && (
        <div className={note.kind === 'ok' ? 'form-note' : 'form-error'} role={note.kind === 'ok' ? 'status' : 'alert'}>
          {note.text}
          {note.list && (
            <ul>
              {note.list.slice(0, 20).map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          )}
        </div>
      )}
      {editing && (
        <ProductForm
          key={editing.product?.id ?? 'new'}
          product={editing.product}
          collectionId={editing.collectionId}
          currency={currency}
          onDone={(saved) => {
            setEditing(null);
            if (saved) {
              setNote({ kind: 'ok', text: 'Product saved.' });
              onChanged();
            }
          }}
        />
      )}
      {shops.map((collection) => (
        <ShopTable
          key={collection.id}
          collection={collection}
          currency={currency}
          onNew={() => setEditing({ product: null, collectionId: collection.id })}
          onEdit={(product) => setEditing({ product, collectionId: collection.id })}
          onDuplicate={(product) =>
            act(async () => (await duplicate({ variables: { id: product.id } })).data?.duplicateProduct.userErrors[0]?.message, `“${product.title}” was copied; the copy is at the end of the list.`)
          }
          onArchive={(product, archived) =>
            act(async () => (await archive({ variables: { id: product.id, archived } })).data?.archiveProduct.userErrors[0]?.message, archived ? `“${product.title}” is archived: it is off the shop.` : `“${product.title}” is back in the shop.`)
          }
          savePrice={savePrice}
          saveStock={saveStock}
        />
      ))}
    </section>
  );
}

interface ShopTableProps {
  collection: Collection;
  currency: string;
  onNew(): void;
  onEdit(product: DashboardProductFragment): void;
  onDuplicate(product: DashboardProductFragment): void;
  onArchive(product: DashboardProductFragment, archived: boolean): void;
  savePrice(variant: DashboardVariantFragment, text: string): Promise<string | undefined>;
  saveStock(variant: DashboardVariantFragment, text: string): Promise<string | undefined>;
}

function ShopTable({ collection, currency, onNew, onEdit, onDuplicate, onArchive, savePrice, saveStock }: ShopTableProps) {
  return (
    <div className="shop-table">
      <div className="panel-row panel-head">
        <h3>{collection.title}</h3>
        <button type="button" className="button-primary" onClick={onNew}>
          New product<span className="visually-hidden"> in {collection.title}</span>
        </button>
      </div>
      <div className="table-scroll">
        <table className="inventory-table" data-testid="inventory">
          <thead>
            <tr>
              <th scope="col">Product</th>
              <th scope="col">Variant</th>
              <th scope="col" className="sku">SKU</th>
              <th scope="col" className="num">Price ({currency})</th>
              <th scope="col" className="num">Stock</th>
            </tr>
          </thead>
          {collection.products.map((product) => {
            const mark = productMark({ productType: product.productType, variants: product.variants });
            return (
              <tbody key={product.id} data-product={product.title}>
                {product.variants.map((variant, index) => {
                  const name = [product.title, ...variant.attributes.map((a) => a.value)].join(' ');
                  return (
                    <tr key={variant.id}>
                      {index === 0 && (
                        <th scope="rowgroup" rowSpan={product.variants.length}>
                          <a href={product.fullUrl}>{product.title}</a>
                          <span className="type-tag">{TYPE_LABELS[product.productType]}</span>
                          {mark && <span className={`mark mark-${mark}`}>{mark === 'sold-out' ? 'Sold out' : 'Sale'}</span>}
                          <span className="row-actions">
                            <button type="button" className="link-button" onClick={() => onEdit(product)}>
                              Edit
                            </button>
                            <button type="button" className="link-button" onClick={() => onDuplicate(product)}>
                              Duplicate
                            </button>
                            <button type="button" className="link-button" onClick={() => onArchive(product, true)}>
                              Archive
                            </button>
                          </span>
                        </th>
                      )}
                      <td>{variant.attributes.map((a) => a.value).join(' / ') || '—'}</td>
                      <td className="sku">{variant.sku}</td>
                      <td className="num" data-label={`Price (${currency})`}>
                        {variant.onSale && <span className="mark mark-sale">Sale {toDecimalString(variant.salePrice, currency)}</span>}
                        <InventoryCell label={`Price of ${name}`} value={toDecimalString(variant.price, currency)} save={(text) => savePrice(variant, text)} />
                      </td>
                      <td data-label="Stock" className={`num stock${!variant.unlimited && variant.qtyInStock === 0 ? ' stock-out' : ''}`}>
                        <InventoryCell label={`Stock of ${name}`} value={variant.unlimited ? 'unlimited' : String(variant.qtyInStock)} save={(text) => saveStock(variant, text)} />
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            );
          })}
        </table>
      </div>
      {collection.archivedProducts.length > 0 && (
        <details className="archived">
          <summary>Archived ({collection.archivedProducts.length})</summary>
          <ul className="content-list-plain">
            {collection.archivedProducts.map((product) => (
              <li key={product.id}>
                {product.title}
                <button type="button" className="link-button" onClick={() => onArchive(product, false)}>
                  Restore
                </button>
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}
