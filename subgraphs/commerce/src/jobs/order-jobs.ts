import type { JobDefinition, SubgraphDependencies } from '@atelier/platform';
import { createLogger } from '@atelier/platform';
import {
  CHECKOUT_PAYMENT_MINUTES,
  EXPIRED_PAYMENT_MESSAGE,
  MAIL_RETRY_AFTER_SECONDS,
  RECONCILE_AFTER_SECONDS,
} from '../domain/checkout/checkout-policy.ts';
import { Payment } from '../entities/payment.ts';
import { ShopOrder } from '../entities/shop-order.ts';
import type { PaymentProvider } from '@atelier/commerce/server';
import { GiftCard } from '../entities/gift-card.ts';
import { mailPaidOrder } from '../services/orders/order-mail.ts';
import { settleOrder } from '../services/orders/order-settlement.ts';

const log = createLogger('orders');
const BATCH = 100;
const secondsAgo = (seconds: number) => new Date(Date.now() - seconds * 1000);

/**
 * Orders left waiting: the provider is asked again about payments whose answer was lost (and an
 * order it never heard of, or that stays unanswered, is cancelled after CHECKOUT_PAYMENT_MINUTES);
 * confirmations the mail transport refused are sent again.
 */
export function orderJobs(deps: SubgraphDependencies, payments: PaymentProvider): JobDefinition[] {
  return [
    {
      name: 'orders.reconcile-payments',
      cron: '* * * * *',
      retention: `orders whose payment is not confirmed within ${CHECKOUT_PAYMENT_MINUTES} minutes are cancelled`,
      run: async () => {
        const em = deps.orm.em.fork();
        const waiting = await em.find(
          ShopOrder,
          { status: 'PENDING_PAYMENT', createdAt: { $lt: secondsAgo(RECONCILE_AFTER_SECONDS) } },
          { orderBy: { createdAt: 'asc' }, limit: BATCH },
        );
        let paid = 0;
        let cancelled = 0;
        for (const order of waiting) {
          const payment = await em.findOne(
            Payment,
            { orderId: order.id, kind: 'CHARGE' },
            { orderBy: { createdAt: 'desc' } },
          );
          const outcome = payment ? await payments.lookup(payment.id) : null;
          const expired = order.createdAt < secondsAgo(CHECKOUT_PAYMENT_MINUTES * 60);
          if (!outcome && !expired) continue;
          const settled = await settleOrder(
            deps.orm.em.fork(),
            order.id,
            outcome ?? { status: 'expired', message: EXPIRED_PAYMENT_MESSAGE },
            deps.secret,
          );
          if (settled?.status === 'PAID') {
            paid++;
            await mailPaidOrder(deps.orm.em.fork(), deps.mailer, deps.secret, order.id).catch((error) =>
              log.warn({ err: error, orderId: order.id }, 'order confirmation not sent yet'),
            );
          } else if (settled?.status === 'CANCELLED') cancelled++;
        }
        return { waiting: waiting.length, paid, cancelled };
      },
    },
    {
      name: 'orders.confirmation-mails',
      cron: '* * * * *',
      retention: 'confirmations and gift cards of paid orders, until the mail transport takes them',
      retryLimit: 4,
      retryDelaySeconds: 30,
      run: async () => {
        const em = deps.orm.em.fork();
        const unmailed = await em.find(
          ShopOrder,
          { status: 'PAID', confirmationMailedAt: null, paidAt: { $lt: secondsAgo(MAIL_RETRY_AFTER_SECONDS) } },
          { orderBy: { paidAt: 'asc' }, limit: BATCH },
        );
        const cards = await em.find(
          GiftCard,
          { mailedAt: null, createdAt: { $lt: secondsAgo(MAIL_RETRY_AFTER_SECONDS) } },
          { orderBy: { createdAt: 'asc' }, limit: BATCH, fields: ['orderId'] },
        );
        const orderIds = new Set([...unmailed.map((o) => o.id), ...cards.map((c) => c.orderId)]);
        for (const orderId of orderIds) await mailPaidOrder(deps.orm.em.fork(), deps.mailer, deps.secret, orderId);
        return { orders: orderIds.size };
      },
    },
  ];
}
