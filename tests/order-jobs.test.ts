import { describe, expect, it } from 'vitest';
import { HttpClient } from './support/http-client.ts';
import { useSmtpSink } from './support/smtp-sink.ts';
import { useTestPlatform } from './support/test-platform.ts';
import { UNTAXED_ADDRESS } from './support/shipping-address.ts';

/**
 * The order jobs driven as the schedule would, with time moved in the database instead of waited
 * for: an unpaid order expiring after 30 minutes, and a confirmation the mail transport refused.
 */
const smtp = useSmtpSink();
const app = useTestPlatform(() => ({
  ...smtp.options,
  jobs: ['orders.reconcile-payments', 'orders.confirmation-mails'],
}));
const rows = (sql: string, params: unknown[] = []) => app.db.query(sql, params) as Promise<any[]>;

const PLACE = `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { order { id number status grandTotalCents coupons { code } } userErrors { field code message } } }`;
/** README: "4000 0000 0000 0259 is charged but its answer is lost (the order waits for the reconciling job)". */
const LOST_ANSWER_CARD = '4000 0000 0000 0259';
let keys = 0;
const newKey = () => `order-jobs-${keys++}-${Math.random().toString(36).slice(2)}`;

async function shopperWith(itemId: string, sku: string, quantity = 1): Promise<HttpClient> {
  const client = new HttpClient(app.url);
  await client.openPage('/shop');
  const added = await client.api('POST', '/api/commerce/shopping-cart/entries', { itemId, sku, quantity });
  expect(added.status, JSON.stringify(added.json)).toBe(200);
  return client;
}

const stockOf = async (variantId: string) =>
  Number((await rows('select qty_in_stock from cart.stock_level where variant_id = $1', [variantId]))[0].qty_in_stock);
const timesUsed = async (code: string) =>
  Number((await rows('select times_used from cart.coupon where code = $1', [code]))[0].times_used);
const statusOf = async (orderId: string) =>
  (await rows('select status from cart.shop_order where id = $1', [orderId]))[0].status as string;
const placedMinutesAgo = (orderId: string, minutes: number) =>
  rows(`update cart.shop_order set created_at = now() - make_interval(mins => $2) where id = $1`, [orderId, minutes]);

describe('an unpaid order', () => {
  it('waits while the provider has not answered, and after 30 minutes is cancelled, its stock and coupon use given back', async () => {
    const stock = await stockOf('var_mug_cream');
    const uses = await timesUsed('WELCOME10');
    const client = await shopperWith('prod_mug', 'MUG-CREAM', 2);
    expect(
      (await client.graphql(`mutation { applyCoupon(code: "WELCOME10") { userErrors { code } } }`)).json.data
        .applyCoupon.userErrors,
    ).toEqual([]);
    const placed = (
      await client.graphql(PLACE, {
        input: {
          idempotencyKey: newKey(),
          email: 'late@example.com',
          shippingAddress: UNTAXED_ADDRESS,
          cardNumber: LOST_ANSWER_CARD,
        },
      })
    ).json.data.placeOrder;
    expect(placed.userErrors).toEqual([]);
    expect(placed.order).toMatchObject({ status: 'PENDING_PAYMENT', coupons: [{ code: 'WELCOME10' }] });
    const orderId = placed.order.id as string;
    expect([await stockOf('var_mug_cream'), await timesUsed('WELCOME10')]).toEqual([stock - 2, uses + 1]);
    // The charge never reached the provider: asked again, it has no answer to give.
    await rows(
      `delete from cart.test_payment_ledger where idempotency_key in (select id from cart.payment where order_id = $1)`,
      [orderId],
    );

    await placedMinutesAgo(orderId, 29);
    await app.platform.jobs!.runNow('orders.reconcile-payments');
    expect(await statusOf(orderId)).toBe('PENDING_PAYMENT');
    expect([await stockOf('var_mug_cream'), await timesUsed('WELCOME10')]).toEqual([stock - 2, uses + 1]);

    await placedMinutesAgo(orderId, 31);
    await app.platform.jobs!.runNow('orders.reconcile-payments');
    expect(await statusOf(orderId)).toBe('CANCELLED');
    expect([await stockOf('var_mug_cream'), await timesUsed('WELCOME10')]).toEqual([stock, uses]);
    const [payment] = await rows(`select status, message from cart.payment where order_id = $1 and kind = 'CHARGE'`, [
      orderId,
    ]);
    expect(payment).toMatchObject({ message: 'The payment was not confirmed in time, so the order was cancelled.' });
    // A later run gives nothing back twice.
    await app.platform.jobs!.runNow('orders.reconcile-payments');
    expect([await stockOf('var_mug_cream'), await timesUsed('WELCOME10')]).toEqual([stock, uses]);
  });
});

describe('an order confirmation the mail transport refused', () => {
  it('is kept unmailed, the order paid; the retry job mails it once it is due, and only once', async () => {
    const email = 'retry@example.com';
    const client = await shopperWith('prod_glaze_recipes', 'GLAZE-PDF');
    smtp.refusing = true;
    let orderId: string;
    let number: number;
    try {
      const placed = (
        await client.graphql(PLACE, { input: { idempotencyKey: newKey(), email, cardNumber: '4242 4242 4242 4242' } })
      ).json.data.placeOrder;
      expect(placed.userErrors).toEqual([]);
      expect(placed.order.status).toBe('PAID');
      ({ id: orderId, number } = placed.order);
    } finally {
      smtp.refusing = false;
    }
    expect(await rows(`select confirmation_mailed_at from cart.shop_order where id = $1`, [orderId])).toEqual([
      { confirmation_mailed_at: null },
    ]);
    expect(
      await rows(
        `select transport, status from platform.outbox_message where kind = 'order-confirmation' and to_address = $1`,
        [email],
      ),
    ).toEqual([{ transport: 'smtp', status: 'failed' }]);
    expect(smtp.received.filter((m) => m.to === email)).toEqual([]);

    // The paying request had its go; the job takes what is left MAIL_RETRY_AFTER_SECONDS (30 s) after payment.
    await rows(`update cart.shop_order set paid_at = now() - interval '1 minute' where id = $1`, [orderId]);
    await app.platform.jobs!.runNow('orders.confirmation-mails');
    const mails = smtp.received.filter((m) => m.to === email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.raw).toContain(`Subject: Your order #${number} is confirmed`);
    const [order] = await rows(`select confirmation_mailed_at from cart.shop_order where id = $1`, [orderId]);
    expect(order.confirmation_mailed_at).toBeInstanceOf(Date);

    await app.platform.jobs!.runNow('orders.confirmation-mails');
    expect(smtp.received.filter((m) => m.to === email)).toHaveLength(1);
  });
});
