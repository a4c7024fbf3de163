import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import {
  catalogCsv,
  csvUpdates,
  parsePriceInput,
  parseStockInput,
  productMark,
  readCatalogCsv,
  toDecimalString,
  type CsvProblem,
} from '@atelier/commerce';
import {
  ArchiveProductDocument,
  DuplicateProductDocument,
  SetStockDocument,
  OwnerShopsDocument,
  ShopInventoryDocument,
  UpdateVariantPricesDocument,
  type OwnerShopsQuery,
  type DashboardProductFragment,
  type DashboardVariantFragment,
  type ShopInventoryQuery,
} from '../../graphql/generated/dashboard.ts';
import { downloadText } from './download-text.ts';
import { InventoryCell } from './inventory-cell.tsx';
import { fetchCurrentVariants, fetchInventoryRows } from './inventory-csv.ts';
import { LoadStatus } from './load-status.tsx';
import { ProductForm } from './product-form.tsx';
import { TYPE_LABELS } from './product-types.ts';

type Site = NonNullable<OwnerShopsQuery['site']>;
type Collection = Site['collections'][number];
type Editing = { product: DashboardProductFragment | null; collectionId: string } | null;
type Note = { kind: 'ok' | 'error'; text: string; list?: string[] };

/** Products a table shows at first and adds with each "Show more": a shop of thousands opens at once. */
const PAGE = 50;
const OFFLINE = 'That did not work just now. Check your connection and try again.';
const count = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;
const problemNote = (problems: CsvProblem[]): Note => ({
  kind: 'error',
  text: `Nothing was imported: ${problems.length === 1 ? 'one cell needs' : `${count(problems.length, 'cell needs', 'cells need')}`} fixing.`,
  list: problems.map((p) => `Line ${p.line}${p.column ? `, ${p.column}` : ''}: ${p.message}`),
});

/** The products panel: the site's shops, once known. */
export function ProductsPanel() {
  const { data, loading, error } = useQuery(OwnerShopsDocument);
  if (!data?.site) {
    return (
      <section className="dashboard-panel" aria-labelledby="products-title">
        <h2 id="products-title">Products</h2>
        <LoadStatus what="products" loading={loading} error={error} loaded={false} />
      </section>
    );
  }
  return <ShopsPanel site={data.site} />;
}

/** The site's shops: a page of products each with inline price and stock edits, the editor, CSV in and out, archived products. */
function ShopsPanel({ site }: { site: Site }) {
  const currency = site.storeSettings.selectedCurrency;
  const shops = site.collections.filter((c) => c.type === 'PRODUCTS');
  const client = useApolloClient();
  const [editing, setEditing] = useState<Editing>(null);
  const [note, setNote] = useState<Note | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [updatePrices] = useMutation(UpdateVariantPricesDocument);
  const [setStock] = useMutation(SetStockDocument);
  const [duplicate] = useMutation(DuplicateProductDocument);
  const [archive] = useMutation(ArchiveProductDocument);
  // Which products a shop lists changed: its tables read their first pages again.
  const relist = () => client.refetchQueries({ include: [ShopInventoryDocument] }).catch(() => undefined);

  const savePrice = async (variant: DashboardVariantFragment, text: string) => {
    const price = parsePriceInput(text, currency);
    if ('message' in price) return price.message;
    const { data } = await updatePrices({
      variables: {
        input: [
          {
            variantId: variant.id,
            price: price.minor,
            salePrice: variant.salePrice,
            onSale: variant.onSale && variant.salePrice < price.minor,
          },
        ],
      },
    });
    // The answer's variants (and product versions) update Apollo's cache by id: nothing is read again.
    return data?.updateVariantPrices.userErrors[0]?.message;
  };
  const saveStock = async (variant: DashboardVariantFragment, text: string) => {
    const stock = parseStockInput(text);
    if ('message' in stock) return stock.message;
    const { data } = await setStock({ variables: { input: [{ variantId: variant.id, ...stock }] } });
    return data?.setStock.userErrors[0]?.message;
  };
  const act = async (run: () => Promise<string | undefined>, done: string) => {
    const problem = await run().catch(() => OFFLINE);
    setNote(problem ? { kind: 'error', text: problem } : { kind: 'ok', text: done });
    if (!problem) await relist();
  };

  const exportCsv = async () => {
    setNote(null);
    setBusy('Exporting…');
    try {
      const rows = await fetchInventoryRows(client, shops, (read, total) =>
        setBusy(`Exporting… ${count(read, 'product', 'products')} of ${total.toLocaleString('en-US')}`),
      );
      downloadText(`inventory-${site.slug}.csv`, catalogCsv(rows, currency));
      setNote({ kind: 'ok', text: `Exported ${count(rows.length, 'variant', 'variants')}.` });
    } catch {
      setNote({
        kind: 'error',
        text: 'The products could not be exported just now. Check your connection and try again.',
      });
    } finally {
      setBusy(null);
    }
  };
  const importCsv = async (file: File) => {
    setNote(null);
    const { changes, problems } = readCatalogCsv(await file.text(), currency);
    if (!changes.length)
      return setNote(
        problemNote(problems.length ? problems : [{ line: 1, message: 'The file has no rows of variants.' }]),
      );
    setBusy('Checking the file…');
    try {
      // Every row's variant is looked up even when some cells are wrong: one report names all that needs fixing.
      const current = await fetchCurrentVariants(client, [...new Set(changes.map((c) => c.variantId))], (read, total) =>
        setBusy(`Checking the file… ${read.toLocaleString('en-US')} of ${count(total, 'variant', 'variants')}`),
      );
      const updates = csvUpdates(changes, current);
      const all = [...problems, ...updates.problems].sort((a, b) => a.line - b.line);
      if (all.length) return setNote(problemNote(all));
      const lineOf = (list: { line: number }[], field: readonly (string | number)[] | null | undefined) =>
        list[Number(field?.[1] ?? 0)]?.line ?? '?';
      const changed = new Set([...updates.prices, ...updates.stock].map((u) => u.variantId)).size;
      const unchanged = updates.unchanged ? ` ${count(updates.unchanged, 'row', 'rows')} changed nothing.` : '';
      setBusy('Importing…');
      await act(
        async () => {
          if (updates.prices.length) {
            const { data } = await updatePrices({
              variables: { input: updates.prices.map(({ line: _, ...price }) => price) },
            });
            const problem = data?.updateVariantPrices.userErrors[0];
            if (problem)
              return `Nothing was imported: line ${lineOf(updates.prices, problem.field)}: ${problem.message}`;
          }
          if (updates.stock.length) {
            const { data } = await setStock({
              variables: { input: updates.stock.map(({ line: _, ...stock }) => stock) },
            });
            const problem = data?.setStock.userErrors[0];
            if (problem)
              return `Prices were imported, stock was not: line ${lineOf(updates.stock, problem.field)}: ${problem.message}`;
          }
          return undefined;
        },
        changed
          ? `Imported ${count(changed, 'variant', 'variants')}.${unchanged}`
          : 'Nothing to import: every row says what the shop has now.',
      );
    } catch {
      setNote({ kind: 'error', text: OFFLINE });
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className="dashboard-panel" aria-labelledby="products-title">
      <div className="panel-row panel-head">
        <h2 id="products-title">Products</h2>
        <div className="panel-actions">
          <button type="button" className="button-secondary" onClick={() => void exportCsv()} disabled={busy !== null}>
            Export CSV
          </button>
          <label className={`button-secondary file-button${busy !== null ? ' is-disabled' : ''}`}>
            Import CSV
            <input
              type="file"
              accept=".csv,text/csv"
              className="visually-hidden"
              data-testid="csv-import"
              disabled={busy !== null}
              onChange={(e) => {
                const file = e.target.files?.[0];
                e.target.value = '';
                if (file) void importCsv(file);
              }}
            />
          </label>
        </div>
      </div>
      {busy && (
        <p className="form-note" role="status" aria-busy="true">
          {busy}
        </p>
      )}
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
          {note.list && note.list.length > 20 && <p>…and {count(note.list.length - 20, 'more', 'more')}.</p>}
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
              void relist();
            }
          }}
        />
      )}
      {shops.map((collection) => (
        <ShopTable
          key={collection.id}
          collection={collection}
          currency={currency}
          // A form opened is the next thing done: the last one's "Product saved." would read as about it.
          onNew={() => (setNote(null), setEditing({ product: null, collectionId: collection.id }))}
          onEdit={(product) => (setNote(null), setEditing({ product, collectionId: collection.id }))}
          onDuplicate={(product) =>
            act(
              async () =>
                (await duplicate({ variables: { id: product.id } })).data?.duplicateProduct.userErrors[0]?.message,
              `“${product.title}” was copied; the copy is at the end of the list.`,
            )
          }
          onArchive={(product, archived) =>
            act(
              async () =>
                (await archive({ variables: { id: product.id, archived } })).data?.archiveProduct.userErrors[0]
                  ?.message,
              archived
                ? `“${product.title}” is archived: it is off the shop.`
                : `“${product.title}” is back in the shop.`,
            )
          }
          savePrice={savePrice}
          saveStock={saveStock}
        />
      ))}
    </section>
  );
}

type ProductPage = NonNullable<NonNullable<ShopInventoryQuery['site']>['collection']>['ownerProducts'];

/** One list of a shop's products (the listed or the archived ones), a page at a time. */
function useShopProducts(collection: Collection, archived: boolean) {
  const variables = { collection: collection.urlId, first: PAGE, after: null, archived };
  const query = useQuery(ShopInventoryDocument, { variables, notifyOnNetworkStatusChange: true });
  const [loadingMore, setLoadingMore] = useState(false);
  const [problem, setProblem] = useState('');
  const page: ProductPage | undefined = (query.data ?? query.previousData)?.site?.collection?.ownerProducts;
  const showMore = async () => {
    if (!page?.pageInfo.endCursor) return;
    setLoadingMore(true);
    setProblem('');
    try {
      await query.fetchMore({
        variables: { after: page.pageInfo.endCursor },
        updateQuery: (previous, { fetchMoreResult }) => morePages(previous, fetchMoreResult),
      });
    } catch {
      setProblem(OFFLINE);
    } finally {
      setLoadingMore(false);
    }
  };
  return {
    page,
    products: page?.edges.map((e) => e.node) ?? [],
    loading: query.loading,
    error: query.error,
    loadingMore,
    problem,
    showMore,
  };
}

function morePages(previous: ShopInventoryQuery, next: ShopInventoryQuery | undefined): ShopInventoryQuery {
  const before = previous.site?.collection?.ownerProducts;
  const after = next?.site?.collection?.ownerProducts;
  if (!previous.site?.collection || !before || !after) return previous;
  const seen = new Set(before.edges.map((e) => e.node.id));
  const edges = [...before.edges, ...after.edges.filter((e) => !seen.has(e.node.id))];
  return {
    ...previous,
    site: { ...previous.site, collection: { ...previous.site.collection, ownerProducts: { ...after, edges } } },
  };
}

/** "Showing 50 of 10,000 products" and the button for the next page, while there is one. */
function MoreProducts({ list, what }: { list: ReturnType<typeof useShopProducts>; what: string }) {
  const { page, products, loadingMore, problem } = list;
  if (!page || (!page.pageInfo.hasNextPage && !problem)) return null;
  return (
    <div className="panel-row table-more">
      <span>
        Showing {products.length.toLocaleString('en-US')} of {count(page.totalCount, 'product', 'products')}
      </span>
      {page.pageInfo.hasNextPage && (
        <button type="button" className="button-secondary" disabled={loadingMore} onClick={() => void list.showMore()}>
          {loadingMore ? 'Loading…' : `Show ${Math.min(PAGE, page.totalCount - products.length)} more`}
          <span className="visually-hidden"> {what}</span>
        </button>
      )}
      {problem && (
        <span className="form-error" role="alert">
          {problem}
        </span>
      )}
    </div>
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

function ShopTable({
  collection,
  currency,
  onNew,
  onEdit,
  onDuplicate,
  onArchive,
  savePrice,
  saveStock,
}: ShopTableProps) {
  const listed = useShopProducts(collection, false);
  const archived = useShopProducts(collection, true);
  return (
    <div className="shop-table">
      <div className="panel-row panel-head">
        <h3>
          {collection.title}
          {listed.page && <span className="count-tag">{count(listed.page.totalCount, 'product', 'products')}</span>}
        </h3>
        <button type="button" className="button-primary" onClick={onNew}>
          New product<span className="visually-hidden"> in {collection.title}</span>
        </button>
      </div>
      <LoadStatus what="products" loading={listed.loading} error={listed.error} loaded={Boolean(listed.page)} />
      {listed.page && listed.page.totalCount === 0 && (
        <p className="cart-status">No products in {collection.title} yet.</p>
      )}
      {listed.page && listed.page.totalCount > 0 && (
        <div className="table-scroll">
          <table className="inventory-table" data-testid="inventory">
            <thead>
              <tr>
                <th scope="col">Product</th>
                <th scope="col">Variant</th>
                <th scope="col" className="sku">
                  SKU
                </th>
                <th scope="col" className="num">
                  Price ({currency})
                </th>
                <th scope="col" className="num">
                  Stock
                </th>
              </tr>
            </thead>
            {listed.products.map((product) => {
              const mark = productMark({ productType: product.productType, variants: product.variants });
              return (
                <tbody key={product.id} data-product={product.title} data-product-id={product.id}>
                  {product.variants.map((variant, index) => {
                    const name = [product.title, ...variant.attributes.map((a) => a.value)].join(' ');
                    return (
                      <tr key={variant.id}>
                        {index === 0 && (
                          <th scope="rowgroup" rowSpan={product.variants.length}>
                            <a href={product.fullUrl}>{product.title}</a>
                            <span className="type-tag">{TYPE_LABELS[product.productType]}</span>
                            {mark && (
                              <span className={`mark mark-${mark}`}>{mark === 'sold-out' ? 'Sold out' : 'Sale'}</span>
                            )}
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
                          {variant.onSale && (
                            <span className="mark mark-sale">Sale {toDecimalString(variant.salePrice, currency)}</span>
                          )}
                          <InventoryCell
                            label={`Price of ${name}`}
                            value={toDecimalString(variant.price, currency)}
                            save={(text) => savePrice(variant, text)}
                          />
                        </td>
                        <td
                          data-label="Stock"
                          className={`num stock${!variant.unlimited && variant.qtyInStock === 0 ? ' stock-out' : ''}`}
                        >
                          <InventoryCell
                            label={`Stock of ${name}`}
                            value={variant.unlimited ? 'unlimited' : String(variant.qtyInStock)}
                            save={(text) => saveStock(variant, text)}
                          />
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              );
            })}
          </table>
        </div>
      )}
      <MoreProducts list={listed} what={`of ${collection.title}`} />
      {archived.page && archived.page.totalCount > 0 && (
        <details className="archived">
          <summary>Archived ({archived.page.totalCount.toLocaleString('en-US')})</summary>
          <ul className="content-list-plain">
            {archived.products.map((product) => (
              <li key={product.id}>
                {product.title}
                <button type="button" className="link-button" onClick={() => onArchive(product, false)}>
                  Restore
                </button>
              </li>
            ))}
          </ul>
          <MoreProducts list={archived} what={`archived from ${collection.title}`} />
        </details>
      )}
    </div>
  );
}
