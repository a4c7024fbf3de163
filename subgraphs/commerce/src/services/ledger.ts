import type { EntityManager, RequiredEntityData } from '@mikro-orm/postgresql';
import { newId } from '@atelier/platform';
import { ORDER_STATUSES, PAYMENT_STATUSES, startsAs } from '../domain/orders/status-transitions.ts';
import { OrderLine } from '../entities/order-line.ts';
import { Payment } from '../entities/payment.ts';
import { ShopOrder, type OrderStatus } from '../entities/shop-order.ts';
import { returnGiftCardSpends } from './gift-cards/gift-cards.ts';
import { appendOrderEvent } from './orders/order-events.ts';

/**
 * The ledger: the only code that takes and gives back stock, records and returns coupon uses,
 * numbers orders and writes an order's rows. Placing an order, renewing a subscription, settling
 * and refunding all go through it, inside their own transaction (`tx`), so that each of these
 * writes is made one way, with the guards that keep it right under concurrency: conditional
 * updates that never oversell a variant or a coupon, a per-site counter that never repeats a number.
 */

/** Lines whose stock an order takes (and a cancellation gives back): what is counted in stock. */
export const takesStock = (productType: string) => productType === 'PHYSICAL' || productType === 'SERVICE';

export interface StockTake {
  variantId: string;
  quantity: number;
  productType: string;
}

/**
 * Takes the lines' stock, variants in id order (so that two orders of the same variants never
 * deadlock), each only while enough is left (unlimited variants keep their count). Answers the
 * first line there was not enough of, having taken nothing the caller keeps: it rolls back.
 */
export async function takeStock<L extends StockTake>(tx: EntityManager, lines: readonly L[]): Promise<L | null> {
  for (const line of [...lines].sort((a, b) => a.variantId.localeCompare(b.variantId))) {
    if (!takesStock(line.productType)) continue;
    const taken = await tx.execute<{ variant_id: string }[]>(
      'update cart.stock_level set qty_in_stock = case when unlimited then qty_in_stock else qty_in_stock - ? end where variant_id = ? and (unlimited or qty_in_stock >= ?) returning variant_id',
      [line.quantity, line.variantId, line.quantity],
    );
    if (!taken.length) return line;
  }
  return null;
}

/** Puts an order's stock back (cancelled, or refunded before it left), variants in id order as taking it. */
export async function returnStock(tx: EntityManager, orderId: string): Promise<void> {
  const lines = await tx.find(OrderLine, { orderId }, { orderBy: { variantId: 'asc' } });
  for (const line of lines.filter((l) => takesStock(l.productType))) {
    await tx.execute(
      'update cart.stock_level set qty_in_stock = qty_in_stock + ? where variant_id = ? and not unlimited',
      [line.quantity, line.variantId],
      'run',
    );
  }
}

/** Records one use of a coupon while one is left (`times_used < usage_limit` in the update), so a limit holds under any race; false when none was. */
export async function takeCouponUse(tx: EntityManager, siteId: string, code: string): Promise<boolean> {
  const used = await tx.execute<{ id: string }[]>(
    'update cart.coupon set times_used = times_used + 1 where website_id = ? and code = ? and archived_at is null and (usage_limit is null or times_used < usage_limit) returning id',
    [siteId, code],
  );
  return used.length > 0;
}

/** Gives back what a placed order took, cancelling it: its stock, its coupons' uses and what its gift cards paid. */
export async function releaseOrder(tx: EntityManager, order: ShopOrder): Promise<void> {
  await returnStock(tx, order.id);
  await returnGiftCardSpends(tx, order.id);
  for (const coupon of order.coupons) {
    await tx.execute(
      'update cart.coupon set times_used = times_used - 1 where website_id = ? and code = ? and times_used > 0',
      [order.websiteId, coupon.code],
      'run',
    );
  }
}

/** The site's next order number: one counter row per site, raised in the order's transaction, so numbers never repeat. */
async function nextOrderNumber(tx: EntityManager, siteId: string): Promise<number> {
  const [counter] = await tx.execute<{ last_number: number }[]>(
    'insert into cart.order_number (website_id, last_number) values (?, 1) on conflict (website_id) do update set last_number = cart.order_number.last_number + 1 returning last_number',
    [siteId],
  );
  return counter!.last_number;
}

/** An order as its maker priced it, before the ledger numbers and writes it. */
export type OrderDraft = Omit<RequiredEntityData<ShopOrder>, 'number' | 'status'> & {
  id: string;
  websiteId: string;
  status: OrderStatus;
};
export type LineDraft = Omit<RequiredEntityData<OrderLine>, 'id' | 'orderId' | 'position'>;
/** The charge an order waits for; none when nothing is due. */
export type ChargeDraft = { provider: string; amountCents: number; currency: string; cardLast4: string | null };

/**
 * Numbers an order and writes it with its lines (in their order) and its pending charge. The
 * order's row first: its lines and payment refer to it.
 */
export async function writeOrder(
  tx: EntityManager,
  draft: OrderDraft,
  lines: readonly LineDraft[],
  charge: ChargeDraft | null,
): Promise<ShopOrder> {
  const order = tx.create(ShopOrder, {
    ...draft,
    status: startsAs(ORDER_STATUSES, draft.status),
    number: await nextOrderNumber(tx, draft.websiteId),
  });
  await tx.flush();
  lines.forEach((line, position) => tx.create(OrderLine, { ...line, id: newId('line'), orderId: order.id, position }));
  if (charge)
    tx.create(Payment, {
      ...charge,
      id: newId('pay'),
      orderId: order.id,
      kind: 'CHARGE',
      status: startsAs(PAYMENT_STATUSES, 'PENDING'),
    });
  await tx.flush();
  await appendOrderEvent(tx, 'order.created', order, {
    lines: lines.map((line) => ({
      variantId: line.variantId,
      sku: line.sku,
      title: line.title,
      quantity: line.quantity,
      unitPriceCents: line.unitPriceCents,
    })),
  });
  return order;
}

/** Records which order a checkout attempt (its idempotency key) made, so a repeat of it answers with that order. */
export async function recordCheckoutAttempt(
  tx: EntityManager,
  siteId: string,
  key: string,
  orderId: string,
): Promise<void> {
  await tx.execute(
    'insert into cart.checkout_attempt (website_id, idempotency_key, order_id) values (?, ?, ?)',
    [siteId, key, orderId],
    'run',
  );
}

/** The order a checkout attempt made, if it made one. */
export async function orderOfAttempt(em: EntityManager, siteId: string, key: string): Promise<ShopOrder | null> {
  const [row] = await em
    .fork()
    .execute<{ order_id: string }[]>(
      'select order_id from cart.checkout_attempt where website_id = ? and idempotency_key = ?',
      [siteId, key],
    );
  return row ? em.fork().findOne(ShopOrder, { id: row.order_id }) : null;
}
