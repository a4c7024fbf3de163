import type { EntityManager } from '@mikro-orm/postgresql';
import { GiftCard } from '../../entities/gift-card.ts';
import { OrderLine } from '../../entities/order-line.ts';
import { Payment } from '../../entities/payment.ts';
import { ShopOrder } from '../../entities/shop-order.ts';
import { Subscription } from '../../entities/subscription.ts';

/** The parts of an order and of a subscription as their pages show them, each in the order it was made. */
export const orderLinesOf = (em: EntityManager, orderId: string) =>
  em.find(OrderLine, { orderId }, { orderBy: { position: 'asc' } });
export const paymentsOf = (em: EntityManager, orderId: string) =>
  em.find(Payment, { orderId }, { orderBy: { createdAt: 'asc', id: 'asc' } });
export const giftCardsIssuedBy = (em: EntityManager, orderId: string) =>
  em.find(GiftCard, { orderId }, { orderBy: { createdAt: 'asc', id: 'asc' } });
export const subscriptionById = (em: EntityManager, id: string | null) =>
  id ? em.findOne(Subscription, { id }) : null;
export const ordersOfSubscription = (em: EntityManager, subscriptionId: string) =>
  em.find(ShopOrder, { subscriptionId }, { orderBy: { createdAt: 'asc', id: 'asc' } });
