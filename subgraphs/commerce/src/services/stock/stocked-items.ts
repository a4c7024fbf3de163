import type { EntityManager } from '@mikro-orm/postgresql';
import { inJsonList } from '@atelier/platform';

/** Which of the items have a variant in stock (or unlimited), of the site's own only: another site's products are not this site's to know. */
export async function stockedItems(
  em: EntityManager,
  siteId: string | undefined,
  itemIds: readonly string[],
): Promise<string[]> {
  if (!siteId || itemIds.length === 0) return [];
  const rows = await em
    .getConnection()
    .execute<{ item_id: string }[]>(
      `select distinct item_id from cart.stock_level where website_id = ? and ${inJsonList('item_id')} and (unlimited or qty_in_stock > 0)`,
      [siteId, JSON.stringify(itemIds)],
    );
  return rows.map((row) => row.item_id);
}
