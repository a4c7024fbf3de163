import { LockMode, type EntityManager } from '@mikro-orm/postgresql';
import { newId, type Outcome } from '@atelier/platform';
import { PAYMENT_STATUSES, startsAs } from '../../domain/orders/status-transitions.ts';
import { Payment } from '../../entities/payment.ts';
import { ShopOrder, type OrderStatus } from '../../entities/shop-order.ts';
import type { PaymentProvider } from '@atelier/commerce/server';
import { splitRefund } from '../../domain/gift-cards/gift-card-payment.ts';
import { outstandingGiftCardSpends, returnGiftCardSpends } from '../gift-cards/gift-cards.ts';
import { returnStock } from '../ledger.ts';
import { refuse, type CartUserError } from '../../errors.ts';
import { appendOrderEvent } from './order-events.ts';

export type OrderChange = Outcome<ShopOrder, CartUserError['code']>;
const notFound = () => refuse('NOT_FOUND', ['id'], { of: 'order' });

/** A page of the site's orders, newest first; `search` finds an order number or a part of an email address. */
export async function ordersPage(
  em: EntityManager,
  siteId: string,
  args: { first?: number | null; cursor?: string | null; status?: OrderStatus | null; search?: string | null },
) {
  const first = Math.min(Math.max(args.first ?? 25, 1), 100);
  const where: Record<string, unknown> = { websiteId: siteId };
  if (args.status) where.status = args.status;
  const search = args.search?.trim().slice(0, 100);
  if (search) {
    const number = /^#?\d{1,9}$/.test(search) ? Number(search.replace('#', '')) : null;
    const like = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.$or = number !== null ? [{ number }, { email: { $ilike: like } }] : [{ email: { $ilike: like } }];
  }
  const cursor = decodeCursor(args.cursor);
  if (cursor)
    where.$and = [
      { $or: [{ createdAt: { $lt: cursor.createdAt } }, { createdAt: cursor.createdAt, id: { $lt: cursor.id } }] },
    ];
  const rows = await em.find(ShopOrder, where, { orderBy: { createdAt: 'desc', id: 'desc' }, limit: first + 1 });
  const orders = rows.slice(0, first);
  const last = orders.at(-1);
  return {
    orders,
    hasNextPage: rows.length > first,
    nextPageCursor: rows.length > first && last ? encodeCursor(last) : null,
  };
}

const encodeCursor = (order: ShopOrder) =>
  Buffer.from(JSON.stringify([order.createdAt.toISOString(), order.id])).toString('base64url');
function decodeCursor(cursor: string | null | undefined): { createdAt: Date; id: string } | null {
  if (!cursor) return null;
  try {
    const [at, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString()) as [string, string];
    const createdAt = new Date(at);
    return typeof id === 'string' && !Number.isNaN(createdAt.getTime()) ? { createdAt, id } : null;
  } catch {
    return null;
  }
}

export async function fulfillOrder(em: EntityManager, siteId: string, id: string): Promise<OrderChange> {
  return em.transactional(async (tx) => {
    const order = await tx.findOne(ShopOrder, { id, websiteId: siteId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!order) return notFound();
    if (order.status !== 'PAID') return refuse('NOT_PAID', ['id'], { to: 'fulfil' });
    if (order.fulfillmentStatus === 'FULFILLED') return refuse('ALREADY_FULFILLED', ['id']);
    order.fulfillmentStatus = 'FULFILLED';
    order.fulfilledAt = new Date();
    await appendOrderEvent(tx, 'order.fulfilled', order);
    return { ok: true as const, value: order };
  });
}

/**
 * Refunds a paid order, whole or in part: the card payment first, through the provider it was paid
 * with, then what gift cards paid, back onto them. The order row is locked throughout, so two
 * refunds never return more than was paid. A whole refund of an order not yet fulfilled returns
 * its stock: the goods never left.
 */
export async function refundOrder(
  em: EntityManager,
  payments: PaymentProvider,
  siteId: string,
  id: string,
  amountCents: number | null | undefined,
): Promise<OrderChange> {
  return em.transactional(async (tx) => {
    const order = await tx.findOne(ShopOrder, { id, websiteId: siteId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!order) return notFound();
    if (order.status !== 'PAID') return refuse('NOT_PAID', ['id'], { to: 'refund' });
    const remaining = order.grandTotalCents - order.refundedCents;
    const amount = amountCents ?? remaining;
    if (!Number.isInteger(amount) || amount <= 0 || amount > remaining) {
      return refuse('AMOUNT_INVALID', ['amountCents'], { remaining });
    }
    const charge = await tx.findOne(Payment, { orderId: id, kind: 'CHARGE', status: 'SUCCEEDED' });
    const cardRefunded = (await tx.find(Payment, { orderId: id, kind: 'REFUND', status: 'SUCCEEDED' })).reduce(
      (sum, p) => sum + p.amountCents,
      0,
    );
    const split = splitRefund(
      amount,
      (charge?.amountCents ?? 0) - cardRefunded,
      await outstandingGiftCardSpends(tx, id),
    );
    if (split.toCardCents > 0 && charge?.providerReference) {
      const refundId = newId('pay');
      const outcome = await payments.refund({
        idempotencyKey: refundId,
        chargeReference: charge.providerReference,
        amountCents: split.toCardCents,
        currency: order.currency,
      });
      if (outcome.status !== 'succeeded') return refuse('REFUND_FAILED', ['id'], outcome);
      tx.create(Payment, {
        id: refundId,
        orderId: id,
        provider: payments.name,
        kind: 'REFUND',
        amountCents: split.toCardCents,
        currency: order.currency,
        status: startsAs(PAYMENT_STATUSES, 'SUCCEEDED'),
        providerReference: outcome.reference,
        settledAt: new Date(),
      });
    }
    // What gift cards paid goes back onto them, to be spent again.
    await returnGiftCardSpends(tx, id, split.toGiftCards);
    order.refundedCents += amount;
    if (order.refundedCents === order.grandTotalCents && order.fulfillmentStatus === 'UNFULFILLED')
      await returnStock(tx, id);
    await appendOrderEvent(tx, 'order.refunded', order, { amountCents: amount });
    return { ok: true as const, value: order };
  });
}
