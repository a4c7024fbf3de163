import { nextBillingAt, VARIANT_MESSAGES } from '@atelier/commerce';
import { hashToken, newId } from '@atelier/platform';
import { checkoutTotals } from '../domain/checkout-totals.ts';
import { OrderLine } from '../entities/order-line.ts';
import { Payment } from '../entities/payment.ts';
import { ShopOrder } from '../entities/shop-order.ts';
import { Subscription } from '../entities/subscription.ts';
import { orderAccessToken } from './order-access.ts';
import { chargeOrder, sendPaidMails, type OrderChargeDeps } from './order-charge.ts';
import { orderPaid, takesStock } from './order-settlement.ts';
import { loadPricingRules } from './pricing-rules.ts';
import { planOf } from './subscription-start.ts';

export type RenewalOutcome = 'renewed' | 'not-due' | 'past-due';

/**
 * Bills one period of a subscription that is due: a new order at the price agreed, with shipping
 * and tax as the store prices them now, its stock taken, charged to the card kept at the provider.
 * The subscription's row is locked while the order is made and its schedule moves on in the same
 * transaction, so two runs of the job never bill one period twice. A period that cannot be billed
 * (no stock, nowhere to ship) leaves the subscription past due, with why.
 */
export async function renewSubscription(deps: OrderChargeDeps, subscriptionId: string, now = new Date()): Promise<RenewalOutcome> {
  const made = await deps.em.fork().transactional(async (tx): Promise<{ order: ShopOrder; method: string | null } | RenewalOutcome> => {
    const [due] = await tx.execute<{ id: string }[]>(`select id from cart.subscription where id = ? and status = 'ACTIVE' and next_billing_at <= ? for update skip locked`, [subscriptionId, now]);
    if (!due) return 'not-due';
    const subscription = await tx.findOneOrFail(Subscription, { id: subscriptionId });
    const pastDue = (why: string): RenewalOutcome => {
      Object.assign(subscription, { status: 'PAST_DUE', lastFailure: why });
      return 'past-due';
    };
    const first = await tx.findOneOrFail(ShopOrder, { id: subscription.firstOrderId });
    const rules = await loadPricingRules(tx, subscription.websiteId, []);
    const address = subscription.shippingAddress;
    const totals = checkoutTotals({
      currency: subscription.currency,
      lines: [{ quantity: subscription.quantity, unitPriceCents: subscription.unitPriceCents, productType: subscription.productType, weightGrams: subscription.weightGrams }],
      couponCodes: [],
      coupons: rules.coupons,
      rates: rules.rates,
      selectedShippingId: subscription.shippingRateId,
      location: address ? { country: address.country, region: address.region, postalCode: address.postalCode } : null,
      taxRules: rules.taxRules,
      pricesIncludeTax: rules.pricesIncludeTax,
      now,
    });
    if (totals.requiresShipping && !totals.selectedShippingOption) return pastDue('The store no longer ships to this subscription’s address.');
    if (takesStock(subscription.productType)) {
      const taken = await tx.execute<{ variant_id: string }[]>(
        'update cart.stock_level set qty_in_stock = case when unlimited then qty_in_stock else qty_in_stock - ? end where variant_id = ? and (unlimited or qty_in_stock >= ?) returning variant_id',
        [subscription.quantity, subscription.variantId, subscription.quantity],
      );
      if (!taken.length) return pastDue(VARIANT_MESSAGES.notEnoughStock);
    }
    const [counter] = await tx.execute<{ last_number: number }[]>(
      'insert into cart.order_number (website_id, last_number) values (?, 1) on conflict (website_id) do update set last_number = cart.order_number.last_number + 1 returning last_number',
      [subscription.websiteId],
    );
    const id = newId('order');
    const free = totals.grandTotalCents === 0;
    const order = tx.create(ShopOrder, {
      id,
      websiteId: subscription.websiteId,
      number: counter!.last_number,
      cartId: first.cartId,
      email: subscription.email,
      status: free ? 'PAID' : 'PENDING_PAYMENT',
      paidAt: free ? now : null,
      currency: subscription.currency,
      subtotalCents: totals.subtotalCents,
      discountCents: 0,
      shippingCostCents: totals.shippingCostCents,
      taxCents: totals.taxCents,
      grandTotalCents: totals.grandTotalCents,
      pricesIncludeTax: rules.pricesIncludeTax,
      shippingAddress: address,
      shippingOption: totals.selectedShippingOption,
      taxes: totals.applicableTaxRules,
      accessTokenHash: hashToken(orderAccessToken(deps.secret, id)),
      siteOrigin: first.siteOrigin,
      subscriptionId: subscription.id,
    });
    await tx.flush();
    tx.create(OrderLine, {
      id: newId('line'),
      orderId: id,
      position: 0,
      itemId: subscription.itemId,
      variantId: subscription.variantId,
      sku: subscription.sku,
      title: subscription.title,
      attributes: subscription.attributes,
      productType: subscription.productType,
      quantity: subscription.quantity,
      unitPriceCents: subscription.unitPriceCents,
      additionalFields: subscription.additionalFields,
    });
    if (!free) {
      tx.create(Payment, { id: newId('pay'), orderId: id, provider: deps.payments.name, kind: 'CHARGE', amountCents: totals.grandTotalCents, currency: subscription.currency, status: 'PENDING', cardLast4: subscription.paymentMethod?.slice(-4) ?? null });
    }
    subscription.cyclesBilled += 1;
    subscription.nextBillingAt = nextBillingAt(subscription.startedAt, planOf(subscription), subscription.cyclesBilled);
    if (!subscription.nextBillingAt) subscription.status = 'COMPLETED';
    if (free) await orderPaid(tx, order, deps.secret);
    return { order, method: subscription.paymentMethod };
  });
  if (typeof made === 'string') return made;
  if (made.order.status === 'PAID') await sendPaidMails(deps, made.order);
  // Without a kept card the order cannot be charged: it is cancelled by the reconciling job, which leaves the subscription past due.
  else if (made.method) await chargeOrder(deps, made.order, made.method);
  return 'renewed';
}
