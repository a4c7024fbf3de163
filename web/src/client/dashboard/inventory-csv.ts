import type { ApolloClient } from '@apollo/client';
import { MAX_VARIANTS_AT_ONCE, type CsvVariantRow, type CurrentVariant } from '@atelier/commerce';
import {
  InventoryVariantsDocument,
  ShopInventoryDocument,
  type ShopInventoryQuery,
  type ShopInventoryQueryVariables,
} from '../../graphql/generated/dashboard.ts';
import { nextCursor } from './next-cursor.ts';

type ExportedPage = NonNullable<NonNullable<ShopInventoryQuery['site']>['collection']>['ownerProducts'];

/** The most a page of products holds: the fewest requests for a large shop. */
const EXPORT_PAGE = 100;

/** A shop of the site by its address, as the inventory queries name it. */
export interface Shop {
  urlId: string;
}

/**
 * Every variant of the shops (archived products too) as CSV rows, a page of 100 products at a time;
 * `progress` hears how many products are read and of how many, as the pages come.
 */
export async function fetchInventoryRows(
  client: ApolloClient,
  shops: readonly Shop[],
  progress: (read: number, total: number) => void,
): Promise<CsvVariantRow[]> {
  const rows: CsvVariantRow[] = [];
  const totals = new Map<string, number>();
  let read = 0;
  const total = () => [...totals.values()].reduce((sum, n) => sum + n, 0);
  for (const shop of shops) {
    for (const archived of [false, true]) {
      const key = `${shop.urlId} ${archived}`;
      const seen = new Set<string>();
      let after: string | null = null;
      do {
        const variables: ShopInventoryQueryVariables = { collection: shop.urlId, first: EXPORT_PAGE, after, archived };
        const result = await client.query({ query: ShopInventoryDocument, variables, fetchPolicy: 'no-cache' });
        const page: ExportedPage | undefined = result.data?.site?.collection?.ownerProducts;
        if (!page) throw new Error('The products could not be read.');
        totals.set(key, page.totalCount);
        for (const { node: p } of page.edges) {
          for (const v of p.variants) {
            rows.push({
              productId: p.id,
              productTitle: p.title,
              productType: p.productType,
              variantId: v.id,
              sku: v.sku,
              attributes: v.attributes,
              priceMinor: v.price,
              salePriceMinor: v.salePrice,
              onSale: v.onSale,
              qtyInStock: v.qtyInStock,
              unlimited: v.unlimited,
            });
          }
        }
        read += page.edges.length;
        progress(read, Math.max(read, total()));
        after = nextCursor(page.pageInfo.hasNextPage, page.pageInfo.endCursor, seen);
      } while (after);
    }
  }
  return rows;
}

/** The variants an import names, as they are now: null for an id that is no variant of this site. */
export async function fetchCurrentVariants(
  client: ApolloClient,
  ids: readonly string[],
  progress: (read: number, total: number) => void,
): Promise<Map<string, CurrentVariant | null>> {
  const current = new Map<string, CurrentVariant | null>();
  for (let start = 0; start < ids.length; start += MAX_VARIANTS_AT_ONCE) {
    const chunk = ids.slice(start, start + MAX_VARIANTS_AT_ONCE);
    const result = await client.query({
      query: InventoryVariantsDocument,
      variables: { ids: chunk },
      fetchPolicy: 'no-cache',
    });
    if (!result.data) throw new Error('The variants could not be read.');
    result.data.variants.forEach((variant, i) => current.set(chunk[i]!, variant));
    progress(Math.min(start + MAX_VARIANTS_AT_ONCE, ids.length), ids.length);
  }
  return current;
}
