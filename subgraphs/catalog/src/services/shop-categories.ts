import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * Sets a shop's categories from its products that are not archived; called right after every change
 * of them (save, copy, archive, seed). One statement per shop, reading only that shop's products.
 */
export async function refreshShopCategories(em: EntityManager, collectionIds: readonly string[]): Promise<void> {
  for (const id of new Set(collectionIds)) {
    // The manager's own execute: inside a transaction (the seed) it sees the products written so far.
    await em.execute(
      `update catalog.collection c set categories = coalesce((
         select jsonb_agg(distinct name order by name) from catalog.product p, jsonb_array_elements_text(p.categories) name
          where p.collection_id = c.id and p.archived_at is null), '[]'::jsonb)
        where c.id = ?`,
      [id],
      'run',
    );
  }
}
