import type { EntityManager } from '@mikro-orm/postgresql';
import { createLogger } from '@atelier/platform';
import { Payment } from '../../entities/payment.ts';
import type { ShopOrder } from '../../entities/shop-order.ts';
import { PAYMENT_MESSAGES, PaymentTimeoutError, type PaymentProvider } from '@atelier/commerce/server';
import { settleOrder } from './order-settlement.ts';

const log = createLogger('checkout');

export interface OrderChargeDeps {
  em: EntityManager;
  payments: PaymentProvider;
  secret: string;
  /** Called after an order is paid, outside its transaction; a failure is retried by a job. */
  onPaid(order: ShopOrder): Promise<void>;
}

/**
 * Charges an order's pending payment and settles the order with the answer. Only the caller that
 * claims the payment charges (a repeated submit waits for its answer instead); a lost answer leaves
 * the order waiting for the reconciling job. Answers whether this caller charged.
 */
export async function chargeOrder(deps: OrderChargeDeps, order: ShopOrder, paymentToken: string): Promise<boolean> {
  const payment = await deps.em.fork().findOne(Payment, { orderId: order.id, kind: 'CHARGE', status: 'PENDING' });
  if (!payment || !(await claimCharge(deps.em, payment.id))) return false;
  let settled: ShopOrder | null = null;
  try {
    const outcome = await deps.payments.charge({
      idempotencyKey: payment.id,
      amountCents: payment.amountCents,
      currency: payment.currency,
      paymentToken,
      description: `Order ${order.number}`,
    });
    settled = await settleOrder(deps.em.fork(), order.id, outcome, deps.secret);
  } catch (error) {
    // The answer is lost: the order waits, and the reconciling job asks the provider again.
    if (!(error instanceof PaymentTimeoutError))
      log.error({ err: error, orderId: order.id }, 'the payment provider failed');
    await deps.em
      .fork()
      .nativeUpdate(Payment, { id: payment.id, status: 'PENDING' }, { message: PAYMENT_MESSAGES.noAnswer });
  }
  if (settled?.status === 'PAID') await sendPaidMails(deps, settled);
  return true;
}

/** The mails of a paid order; one the transport refused is sent again by the mail job. */
export async function sendPaidMails(deps: Pick<OrderChargeDeps, 'onPaid'>, order: ShopOrder): Promise<void> {
  await deps
    .onPaid(order)
    .catch((error) => log.warn({ err: error, orderId: order.id }, 'order confirmation not sent yet'));
}

/** Marks a payment as being charged; only one caller wins. */
async function claimCharge(em: EntityManager, paymentId: string): Promise<boolean> {
  const claimed = await em
    .fork()
    .execute<{ id: string }[]>(
      `update cart.payment set charge_started_at = now() where id = ? and status = 'PENDING' and charge_started_at is null returning id`,
      [paymentId],
    );
  return claimed.length === 1;
}
