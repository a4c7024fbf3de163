import { moneyOf, subscriptionPrices } from '@atelier/commerce';
import { ownedSiteId } from '@atelier/platform';
import type { Context } from '../context.ts';
import { refuse } from '../errors.ts';
import type { ShopOrder } from '../entities/shop-order.ts';
import { changeCheckout, type CheckoutChange } from '../services/checkout/checkout-cart.ts';
import { giftCardPaymentsOf } from '../services/gift-cards/gift-cards.ts';
import { subscriptionAccessToken } from '../services/orders/order-access.ts';
import { orderByToken } from '../services/orders/order-by-token.ts';
import { mailPaidOrder } from '../services/orders/order-mail.ts';
import {
  giftCardsIssuedBy,
  orderLinesOf,
  ordersOfSubscription,
  paymentsOf,
  subscriptionById,
} from '../services/orders/order-parts.ts';
import { placeOrder } from '../services/checkout/place-order.ts';
import { cancelSubscription, subscriptionByToken } from '../services/subscriptions/subscription-access.ts';
import { planOf } from '../services/subscriptions/subscription-start.ts';
import type { Resolvers } from '../generated/resolvers-types.ts';
import { cartTokenOf } from './cart-token.ts';

/** A shopper's checkout: its details (coupons, shipping, gift cards), placing the order, and the order's and subscription's pages by their token. */
export const visitorCheckoutResolvers: Resolvers = {
  Query: {
    order: (_, { id, token }, ctx) => orderByToken(ctx.em, ctx.siteId, id, token),
    subscription: (_, { id, token }, ctx) => subscriptionByToken(ctx.em, ctx.siteId, id, token),
  },
  Mutation: {
    placeOrder: async (_, { input }, ctx) => {
      const deps = {
        em: ctx.em,
        catalog: ctx.catalog,
        payments: ctx.payments,
        secret: ctx.secret,
        siteId: ctx.siteId,
        siteOrigin: ctx.siteOrigin,
        onPaid: (order: ShopOrder) => mailPaidOrder(ctx.em.fork(), ctx.mailer, ctx.secret, order.id),
      };
      const result = await placeOrder(deps, cartTokenOf(ctx, input.express, input.cartToken), input);
      if (!result.ok) return { order: null, orderToken: null, subscriptionToken: null, userErrors: result.errors };
      const { order, accessToken } = result.value;
      const subscriptionToken = order.subscriptionId ? subscriptionAccessToken(ctx.secret, order.subscriptionId) : null;
      return { order, orderToken: accessToken, subscriptionToken, userErrors: [] };
    },
    cancelSubscription: async (_, { id, token }, ctx) => {
      // The shopper by its page's token, or the store's owner (the platform's one owner check).
      const who = token ? { token } : (await ownedSiteId(ctx)).ok ? { owner: true as const } : null;
      // Neither its page's token nor its owner: for this caller there is no such subscription.
      const result = who
        ? await cancelSubscription(ctx.em, ctx.siteId, id, who)
        : refuse('NOT_FOUND', ['id'], { of: 'subscription' });
      return result.ok
        ? { subscription: result.value, userErrors: [] }
        : { subscription: null, userErrors: result.errors };
    },
    applyCoupon: (_, { code, express, cartToken }, ctx) =>
      checkoutChangeOf(ctx, cartTokenOf(ctx, express, cartToken), { kind: 'applyCoupon', code }),
    removeCoupon: (_, { code, express, cartToken }, ctx) =>
      checkoutChangeOf(ctx, cartTokenOf(ctx, express, cartToken), { kind: 'removeCoupon', code }),
    setShippingLocation: (_, { input, express, cartToken }, ctx) =>
      checkoutChangeOf(ctx, cartTokenOf(ctx, express, cartToken), { kind: 'location', ...input }),
    selectShippingOption: (_, { id, express, cartToken }, ctx) =>
      checkoutChangeOf(ctx, cartTokenOf(ctx, express, cartToken), { kind: 'shippingOption', id }),
    applyGiftCard: (_, { code, express, cartToken }, ctx) =>
      checkoutChangeOf(ctx, cartTokenOf(ctx, express, cartToken), { kind: 'applyGiftCard', code }),
    removeGiftCard: (_, { id, express, cartToken }, ctx) =>
      checkoutChangeOf(ctx, cartTokenOf(ctx, express, cartToken), { kind: 'removeGiftCard', id }),
  },
  Order: {
    lines: (order, _, ctx) => orderLinesOf(ctx.em, order.id),
    payments: (order, _, ctx) => paymentsOf(ctx.em, order.id),
    giftCardPayments: (order, _, ctx) => giftCardPaymentsOf(ctx.em, order.id),
    issuedGiftCards: (order, _, ctx) => giftCardsIssuedBy(ctx.em, order.id),
    subscription: (order, _, ctx) => subscriptionById(ctx.em, order.subscriptionId),
    grandTotal: (order) => moneyOf(order.grandTotalCents, order.currency),
    createdAt: (order) => order.createdAt.toISOString(),
    paidAt: (order) => order.paidAt?.toISOString() ?? null,
    fulfilledAt: (order) => order.fulfilledAt?.toISOString() ?? null,
  },
  OrderLine: {
    product: (line) => ({ id: line.itemId }),
    chosenVariant: (line) => ({ sku: line.sku, attributes: line.attributes }),
    lineTotalCents: (line) => line.quantity * line.unitPriceCents,
  },
  ProductSubscription: {
    chosenVariant: (subscription) => ({ sku: subscription.sku, attributes: subscription.attributes }),
    perPeriodCents: (subscription) =>
      subscriptionPrices(subscription.unitPriceCents, subscription.quantity, planOf(subscription)).perPeriodMinor,
    perYearCents: (subscription) =>
      subscriptionPrices(subscription.unitPriceCents, subscription.quantity, planOf(subscription)).perYearMinor,
    startedAt: (subscription) => subscription.startedAt.toISOString(),
    nextBillingAt: (subscription) => subscription.nextBillingAt?.toISOString() ?? null,
    cancelledAt: (subscription) => subscription.cancelledAt?.toISOString() ?? null,
    orders: (subscription, _, ctx) => ordersOfSubscription(ctx.em, subscription.id),
  },
  GiftCard: {
    mailedAt: (card) => card.mailedAt?.toISOString() ?? null,
    createdAt: (card) => card.createdAt.toISOString(),
  },
  OrderPayment: {
    createdAt: (payment) => payment.createdAt.toISOString(),
  },
};

/** Runs a change to the cart's checkout details; later fields price the cart anew. */
async function checkoutChangeOf(ctx: Context, cartToken: string | undefined, change: CheckoutChange) {
  const deps = {
    em: ctx.em,
    siteId: ctx.siteId,
    tryGiftCardCode: async () => (await ctx.limits.giftCardTries.consume(ctx.clientAddress)).allowed,
  };
  const result = await changeCheckout(deps, cartToken, change);
  if (!result.ok) return { shoppingCart: null, userErrors: result.errors };
  ctx.pricing.forget(result.value.id);
  return { shoppingCart: result.value, userErrors: [] };
}
