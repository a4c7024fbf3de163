import type { EntityManager } from '@mikro-orm/postgresql';
import { ShopOrder } from '../../entities/shop-order.ts';
import { tokenMatches } from './order-access.ts';

/** An order of this site shown to whoever holds its link's token; anything else finds nothing. */
export async function orderByToken(
  em: EntityManager,
  siteId: string | undefined,
  id: string,
  token: string,
): Promise<ShopOrder | null> {
  if (!siteId || id.length > 100) return null;
  const order = await em.findOne(ShopOrder, { id, websiteId: siteId });
  return order && tokenMatches(token, order.accessTokenHash) ? order : null;
}
