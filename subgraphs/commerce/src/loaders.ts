import DataLoader from 'dataloader';
import { inJsonList } from '@atelier/platform';
import type { EntityManager } from '@mikro-orm/postgresql';
import { CartEntry } from './entities/cart-entry.ts';

/** A variant's stock as pages read it: plain values, not a managed entity (pages only read). */
export interface StockOfVariant {
  qtyInStock: number;
  unlimited: boolean;
}

export interface CartLoaders {
  stock: DataLoader<string, StockOfVariant | null>;
  entriesOfCart: DataLoader<string, CartEntry[]>;
}

export function createLoaders(em: EntityManager): CartLoaders {
  return {
    // Every product on a page asks for its variants' stock: rows straight from the driver cost a
    // fraction of hydrating entities that nothing will change.
    stock: new DataLoader(async (variantIds) => {
      const rows = await em
        .getConnection()
        .execute<{ variant_id: string; qty_in_stock: number; unlimited: boolean }[]>(
          `select variant_id, qty_in_stock, unlimited from cart.stock_level where ${inJsonList('variant_id')}`,
          [JSON.stringify(variantIds)],
        );
      const map = new Map(
        rows.map((row) => [row.variant_id, { qtyInStock: row.qty_in_stock, unlimited: row.unlimited }]),
      );
      return variantIds.map((id) => map.get(id) ?? null);
    }),
    entriesOfCart: new DataLoader(async (cartIds) => {
      const rows = await em.find(
        CartEntry,
        { cartId: { $in: [...cartIds] } },
        { orderBy: { createdAt: 'asc', id: 'asc' } },
      );
      return cartIds.map((id) => rows.filter((row) => row.cartId === id));
    }),
  };
}

/**
 * The stock of every Variant among the gateway's representations, read at once: each reference then
 * resolves without a promise of its own, which on a page of products was most of what stock cost.
 */
export async function stockOfReferences(
  loaders: CartLoaders,
  representations: readonly unknown[],
): Promise<Map<string, StockOfVariant | null>> {
  const ids = [
    ...new Set(
      representations.flatMap((r) => {
        const ref = r as { __typename?: unknown; id?: unknown } | null;
        return ref?.__typename === 'Variant' && typeof ref.id === 'string' ? [ref.id] : [];
      }),
    ),
  ];
  if (!ids.length) return new Map();
  const stock = await loaders.stock.loadMany(ids);
  // A failed read leaves the references to the loader: each fails in its resolver, logged and masked there.
  return new Map(
    ids.flatMap((id, i) => (stock[i] instanceof Error ? [] : [[id, stock[i] as StockOfVariant | null] as const])),
  );
}
