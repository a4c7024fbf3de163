import { nextBillingAt, VARIANT_MESSAGES } from '@atelier/commerce';
import { hashToken, newId } from '@atelier/platform';
import { checkoutTotals } from '../../domain/checkout/checkout-totals.ts';
import { moveTo, SUBSCRIPTION_STATUSES } from '../../domain/orders/status-transitions.ts';
import { ShopOrder } from '../../entities/shop-order.ts';
import { Subscription } from '../../entities/subscription.ts';
import { orderAccessToken } from '../orders/order-access.ts';
import { chargeOrder, sendPaidMails, type OrderChargeDeps } from '../orders/order-charge.ts';
import { takeStock, writeOrder } from '../ledger.ts';
import { orderPaid } from '../orders/order-settlement.ts';
import { loadPricingRules } from '../checkout/pricing-rules.ts';
import { planOf } from './subscription-start.ts';
import { appendSubscriptionEvent } from '../orders/order-events.ts';

export type RenewalOutcome = 'renewed' | 'not-due' | 'past-due';

/**
 * Bills one period of a subscription that is due: a new order at the price agreed, with shipping
 * and tax as the store prices them now, its stock taken, charged to the card kept at the provider.
 * The subscription's row is locked while the order is made and its schedule moves on in the same
 * transaction, so two runs of the job never bill one period twice. A period that cannot be billed
 * (no stock, nowhere to ship) leaves the subscription past due, with why.
 */
export async function renewSubscription(
  deps: OrderChargeDeps,
  subscriptionId: string,
  now = new Date(),
): Promise<RenewalOutcome> {
  const made = await deps.em
    .fork()
    .transactional(async (tx): Promise<{ order: ShopOrder; method: string | null } | RenewalOutcome> => {
      const [due] = await tx.execute<{ id: string }[]>(
        `select id from cart.subscription where id = ? and status = 'ACTIVE' and next_billing_at <= ? for update skip locked`,
        [subscriptionId, now],
      );
      if (!due) return 'not-due';
      const subscription = await tx.findOneOrFail(Subscription, { id: subscriptionId });
      const pastDue = async (why: string): Promise<RenewalOutcome> => {
        moveTo(SUBSCRIPTION_STATUSES, subscription, 'PAST_DUE');
        subscription.lastFailure = why;
        await appendSubscriptionEvent(tx, 'subscription.past_due', subscription);
        return 'past-due';
      };
      const first = await tx.findOneOrFail(ShopOrder, { id: subscription.firstOrderId });
      const rules = await loadPricingRules(tx, subscription.websiteId, []);
      const address = subscription.shippingAddress;
      const totals = checkoutTotals({
        currency: subscription.currency,
        lines: [
          {
            quantity: subscription.quantity,
            unitPriceCents: subscription.unitPriceCents,
            productType: subscription.productType,
            weightGrams: subscription.weightGrams,
          },
        ],
        couponCodes: [],
        coupons: rules.coupons,
        rates: rules.rates,
        selectedShippingId: subscription.shippingRateId,
        location: address ? { country: address.country, region: address.region, postalCode: address.postalCode } : null,
        taxRules: rules.taxRules,
        pricesIncludeTax: rules.pricesIncludeTax,
        now,
      });
      if (totals.requiresShipping && !totals.selectedShippingOption)
        return pastDue('The store no longer ships to this subscription’s address.');
      const short = await takeStock(tx, [subscription]);
      if (short) return pastDue(VARIANT_MESSAGES.notEnoughStock);
      const id = newId('order');
      const free = totals.grandTotalCents === 0;
      const order = await writeOrder(
        tx,
        {
          id,
          websiteId: subscription.websiteId,
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
        },
        [
          {
            itemId: subscription.itemId,
            variantId: subscription.variantId,
            sku: subscription.sku,
            title: subscription.title,
            attributes: subscription.attributes,
            productType: subscription.productType,
            quantity: subscription.quantity,
            unitPriceCents: subscription.unitPriceCents,
            additionalFields: subscription.additionalFields,
          },
        ],
        free
          ? null
          : {
              provider: deps.payments.name,
              amountCents: totals.grandTotalCents,
              currency: subscription.currency,
              cardLast4: subscription.paymentMethod?.slice(-4) ?? null,
            },
      );
      subscription.cyclesBilled += 1;
      subscription.nextBillingAt = nextBillingAt(
        subscription.startedAt,
        planOf(subscription),
        subscription.cyclesBilled,
      );
      if (!subscription.nextBillingAt) moveTo(SUBSCRIPTION_STATUSES, subscription, 'COMPLETED');
      if (free) await orderPaid(tx, order, deps.secret);
      return { order, method: subscription.paymentMethod };
    });
  if (typeof made === 'string') return made;
  if (made.order.status === 'PAID') await sendPaidMails(deps, made.order);
  // Without a kept card the order cannot be charged: it is cancelled by the reconciling job, which leaves the subscription past due.
  else if (made.method) await chargeOrder(deps, made.order, made.method);
  return 'renewed';
}
