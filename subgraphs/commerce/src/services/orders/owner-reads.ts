import type { EntityManager } from '@mikro-orm/postgresql';
import { Donation } from '../../entities/donation.ts';
import { GiftCard } from '../../entities/gift-card.ts';
import { ShopOrder } from '../../entities/shop-order.ts';
import { Subscription } from '../../entities/subscription.ts';

/** A page size an owner asked for, from 1 to 100; 50 when not said. */
const pageSize = (first: number | null | undefined) => Math.min(Math.max(first ?? 50, 1), 100);

/** What the dashboard lists of a site (the resolver has checked its owner): newest first. */
export const orderOfSite = (em: EntityManager, siteId: string, id: string) =>
  em.findOne(ShopOrder, { id, websiteId: siteId });
export const subscriptionsOfSite = (em: EntityManager, siteId: string, first: number | null | undefined) =>
  em.find(Subscription, { websiteId: siteId }, { orderBy: { startedAt: 'desc', id: 'desc' }, limit: pageSize(first) });
export const giftCardsOfSite = (em: EntityManager, siteId: string, first: number | null | undefined) =>
  em.find(GiftCard, { websiteId: siteId }, { orderBy: { createdAt: 'desc', id: 'desc' }, limit: pageSize(first) });
export const donationsOfSite = (em: EntityManager, siteId: string, first: number | null | undefined) =>
  em.find(Donation, { websiteId: siteId }, { orderBy: { createdAt: 'desc', id: 'desc' }, limit: pageSize(first) });
