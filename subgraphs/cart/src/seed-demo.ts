import type { MikroORM } from '@mikro-orm/postgresql';
import { DEMO_SITES } from '@atelier/demo-site';
import { StockLevel } from './entities/stock-level.ts';

/** Inserts the demo sites' stock levels that are not there yet. */
export async function seedCartDemo(orm: MikroORM): Promise<void> {
  await orm.em.fork().transactional(async (em) => {
    const known = new Set((await em.find(StockLevel, {})).map((s) => s.variantId));
    for (const product of DEMO_SITES.flatMap((site) => site.products)) {
      for (const v of product.variants) {
        if (known.has(v.id)) continue;
        em.create(StockLevel, { variantId: v.id, itemId: product.id, sku: v.sku, qtyInStock: v.stock ?? 0, unlimited: v.stock === null });
      }
    }
  });
}
