import { timingSafeEqual } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { hashToken } from '@atelier/platform';
import { ShopOrder } from '../entities/shop-order.ts';

/** An order of this site shown to whoever holds its link's token; anything else finds nothing. */
export async function orderByToken(em: EntityManager, siteId: string | undefined, id: string, token: string): Promise<ShopOrder | null> {
  if (!siteId || id.length > 100 || token.length > 200) return null;
  const order = await em.findOne(ShopOrder, { id, websiteId: siteId });
  if (!order) return null;
  const given = Buffer.from(hashToken(token));
  const kept = Buffer.from(order.accessTokenHash);
  return given.length === kept.length && timingSafeEqual(given, kept) ? order : null;
}
