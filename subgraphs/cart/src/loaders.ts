import DataLoader from 'dataloader';
import type { EntityManager } from '@mikro-orm/postgresql';
import { CartEntry } from './entities/cart-entry.ts';
import { StockLevel } from './entities/stock-level.ts';

export interface CartLoaders {
  stock: DataLoader<string, StockLevel | null>;
  entriesOfCart: DataLoader<string, CartEntry[]>;
}

export function createLoaders(em: EntityManager): CartLoaders {
  return {
    stock: new DataLoader(async (variantIds) => {
      const rows = await em.find(StockLevel, { variantId: { $in: [...variantIds] } });
      const map = new Map(rows.map((row) => [row.variantId, row]));
      return variantIds.map((id) => map.get(id) ?? null);
    }),
    entriesOfCart: new DataLoader(async (cartIds) => {
      const rows = await em.find(CartEntry, { cartId: { $in: [...cartIds] } }, { orderBy: { createdAt: 'asc', id: 'asc' } });
      return cartIds.map((id) => rows.filter((row) => row.cartId === id));
    }),
  };
}
