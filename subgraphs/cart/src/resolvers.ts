import { COOKIES, inJsonList, SCALARS } from '@atelier/platform';
import { moneyOf, subscriptionPrices } from '@atelier/commerce';
import { GraphQLError } from 'graphql';
import { CART_COOKIE_DAYS, EXPRESS_CART_HOURS } from './domain/cart-policy.ts';
import { addToCart } from './services/add-to-cart.ts';
import { findCartByToken } from './services/find-cart.ts';
import { setStock } from './services/set-stock.ts';
import { changeEntry, type EntryChange } from './services/change-entry.ts';
import type { Context } from './context.ts';
import type { StockOfVariant } from './loaders.ts';
import type { VariantReference } from './entities/stock-level.ts';
import { changeCheckout, type CheckoutChange } from './services/checkout-cart.ts';
import { placeOrder } from './services/place-order.ts';
import { mailPaidOrder } from './services/order-mail.ts';
import { orderByToken } from './services/order-by-token.ts';
import { OrderLine } from './entities/order-line.ts';
import { Payment } from './entities/payment.ts';
import { GiftCard } from './entities/gift-card.ts';
import { giftCardPaymentsOf } from './services/gift-cards.ts';
import { Subscription } from './entities/subscription.ts';
import { ShopOrder } from './entities/shop-order.ts';
import { subscriptionAccessToken } from './services/order-access.ts';
import { cancelSubscription, subscriptionByToken } from './services/subscription-access.ts';
import { planOf } from './services/subscription-start.ts';

import type { Resolvers } from './generated/resolvers-types.ts';
import { refuse } from './errors.ts';

export const resolvers: Resolvers = {
  SafeInt: SCALARS.SafeInt,
  Query: {
    shoppingCart: (_, { express, cartToken }, ctx) => findCartByToken(ctx.em, cartTokenOf(ctx, express, cartToken), ctx.siteId),
    order: (_, { id, token }, ctx) => orderByToken(ctx.em, ctx.siteId, id, token),
    subscription: (_, { id, token }, ctx) => subscriptionByToken(ctx.em, ctx.siteId, id, token),
    stockedItems: async (_, { itemIds }, ctx) => {
      if (itemIds.length > 20_000) throw new GraphQLError('Ask about at most 20,000 items at once.', { extensions: { code: 'BAD_USER_INPUT' } });
      // Only the request's site's items: whether another site's products sell is not this site's to know.
      if (!ctx.siteId || itemIds.length === 0) return [];
      const rows = await ctx.em.getConnection().execute<{ item_id: string }[]>(
        `select distinct item_id from cart.stock_level where website_id = ? and ${inJsonList('item_id')} and (unlimited or qty_in_stock > 0)`,
        [ctx.siteId, JSON.stringify(itemIds)],
      );
      return rows.map((row) => row.item_id);
    },
  },
  Mutation: {
    addToCart: async (_, { input }, ctx) => {
      const token = input.isExpress ? ctx.expressCartToken : ctx.cartToken;
      const result = await addToCart({ em: ctx.em, catalog: ctx.catalog, limits: ctx.limits, client: ctx.clientAddress }, token, input);
      if (!result.ok) return { shoppingCart: null, newlyAdded: null, userErrors: result.errors };
      const added = result.value;
      // Later fields of the same operation read the cart as it is now, not as the loader first saw it.
      ctx.loaders.entriesOfCart.clear(added.cart.id).prime(added.cart.id, added.entries);
      if (added.issuedToken) {
        // Later mutations of the same operation add to this cart, not to yet another new one.
        if (input.isExpress) ctx.expressCartToken = added.issuedToken;
        else ctx.cartToken = added.issuedToken;
        ctx.setCookie(
          input.isExpress
            ? { name: COOKIES.expressCart, value: added.issuedToken, maxAgeSeconds: EXPRESS_CART_HOURS * 3600 }
            : { name: COOKIES.cart, value: added.issuedToken, maxAgeSeconds: CART_COOKIE_DAYS * 24 * 3600 },
        );
      }
      return { shoppingCart: added.cart, newlyAdded: added.entry, userErrors: [] };
    },
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
    createSubscriptionCart: async (_, { input }, ctx) => {
      const result = await addToCart({ em: ctx.em, catalog: ctx.catalog, limits: ctx.limits, client: ctx.clientAddress }, undefined, { ...input, subscription: true });
      if (!result.ok) return { cartToken: null, shoppingCart: null, userErrors: result.errors };
      const { cart, entries, issuedToken } = result.value;
      ctx.loaders.entriesOfCart.clear(cart.id).prime(cart.id, entries);
      return { cartToken: issuedToken, shoppingCart: cart, userErrors: [] };
    },
    cancelSubscription: async (_, { id, token }, ctx) => {
      const who = token ? { token } : (await ctx.ownsSite()) ? { owner: true as const } : null;
      // Neither its page's token nor its owner: for this caller there is no such subscription.
      const result = who ? await cancelSubscription(ctx.em, ctx.siteId, id, who) : refuse('NOT_FOUND', ['id'], { of: 'subscription' });
      return result.ok ? { subscription: result.value, userErrors: [] } : { subscription: null, userErrors: result.errors };
    },
    applyCoupon: (_, { code, express, cartToken }, ctx) => checkoutChangeOf(ctx, cartTokenOf(ctx, express, cartToken), { kind: 'applyCoupon', code }),
    removeCoupon: (_, { code, express, cartToken }, ctx) => checkoutChangeOf(ctx, cartTokenOf(ctx, express, cartToken), { kind: 'removeCoupon', code }),
    setShippingLocation: (_, { input, express, cartToken }, ctx) => checkoutChangeOf(ctx, cartTokenOf(ctx, express, cartToken), { kind: 'location', ...input }),
    selectShippingOption: (_, { id, express, cartToken }, ctx) => checkoutChangeOf(ctx, cartTokenOf(ctx, express, cartToken), { kind: 'shippingOption', id }),
    applyGiftCard: (_, { code, express, cartToken }, ctx) => checkoutChangeOf(ctx, cartTokenOf(ctx, express, cartToken), { kind: 'applyGiftCard', code }),
    removeGiftCard: (_, { id, express, cartToken }, ctx) => checkoutChangeOf(ctx, cartTokenOf(ctx, express, cartToken), { kind: 'removeGiftCard', id }),
    updateCartEntryQuantity: (_, { input }, ctx) => changeEntryOf(ctx, input.entryId, { kind: 'quantity', quantity: input.quantity }),
    removeCartEntry: (_, { entryId }, ctx) => changeEntryOf(ctx, entryId, { kind: 'remove' }),
    updateCartEntryAdditionalFields: (_, { input }, ctx) =>
      changeEntryOf(ctx, input.entryId, { kind: 'additionalFields', itemId: input.itemId, sku: input.sku, additionalFields: input.additionalFields }),
    setStock: async (_, { input }, ctx) => {
      const result = await setStock({ em: ctx.em, owners: ctx.owners }, ctx, input.map((i) => ({ variantId: i.variantId, qtyInStock: i.qtyInStock, unlimited: i.unlimited ?? false })));
      if (!result.ok) return { variants: [], userErrors: result.errors };
      ctx.loaders.stock.clearAll();
      return { variants: result.value.map((id) => ({ id })), userErrors: [] };
    },
  },
  ShoppingCart: {
    created: (cart) => cart.createdAt.toISOString(),
    entries: (cart, _, ctx) => ctx.loaders.entriesOfCart.load(cart.id),
    subtotalAmount: (cart) => moneyOf(cart.subtotalCents, cart.currency),
    taxCents: async (cart, _, ctx) => (await ctx.pricing.of(cart)).taxCents,
    shippingCostCents: async (cart, _, ctx) => (await ctx.pricing.of(cart)).shippingCostCents,
    discountCents: async (cart, _, ctx) => (await ctx.pricing.of(cart)).discountCents,
    grandTotalCents: async (cart, _, ctx) => (await ctx.pricing.of(cart)).grandTotalCents,
    shippingOptions: async (cart, _, ctx) => (await ctx.pricing.of(cart)).shippingOptions,
    selectedShippingOption: async (cart, _, ctx) => (await ctx.pricing.of(cart)).selectedShippingOption,
    applicableTaxRules: async (cart, _, ctx) => (await ctx.pricing.of(cart)).applicableTaxRules,
    coupons: (cart) => cart.couponCodes,
    validCoupons: async (cart, _, ctx) => (await ctx.pricing.of(cart)).validCoupons,
    invalidCoupons: async (cart, _, ctx) => (await ctx.pricing.of(cart)).invalidCoupons,
    giftCards: (cart, _, ctx) => ctx.pricing.giftCards(cart),
    giftCardCents: async (cart, _, ctx) => (await ctx.pricing.giftCards(cart)).reduce((sum, card) => sum + card.appliedCents, 0),
    subscriptionPlan: (cart) => {
      const plan = cart.subscriptionPlan;
      if (!plan) return null;
      const prices = subscriptionPrices(cart.subtotalCents, 1, plan);
      return { periodUnit: plan.billingPeriod.unit, periodValue: plan.billingPeriod.value, numBillingCycles: plan.numBillingCycles, perPeriodCents: prices.perPeriodMinor, perYearCents: prices.perYearMinor };
    },
    amountDueCents: async (cart, _, ctx) => (await ctx.pricing.of(cart)).grandTotalCents - (await ctx.pricing.giftCards(cart)).reduce((sum, card) => sum + card.appliedCents, 0),
  },
  Order: {
    lines: (order, _, ctx) => ctx.em.find(OrderLine, { orderId: order.id }, { orderBy: { position: 'asc' } }),
    payments: (order, _, ctx) => ctx.em.find(Payment, { orderId: order.id }, { orderBy: { createdAt: 'asc', id: 'asc' } }),
    giftCardPayments: (order, _, ctx) => giftCardPaymentsOf(ctx.em, order.id),
    issuedGiftCards: (order, _, ctx) => ctx.em.find(GiftCard, { orderId: order.id }, { orderBy: { createdAt: 'asc', id: 'asc' } }),
    subscription: (order, _, ctx) => (order.subscriptionId ? ctx.em.findOne(Subscription, { id: order.subscriptionId }) : null),
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
    perPeriodCents: (subscription) => subscriptionPrices(subscription.unitPriceCents, subscription.quantity, planOf(subscription)).perPeriodMinor,
    perYearCents: (subscription) => subscriptionPrices(subscription.unitPriceCents, subscription.quantity, planOf(subscription)).perYearMinor,
    startedAt: (subscription) => subscription.startedAt.toISOString(),
    nextBillingAt: (subscription) => subscription.nextBillingAt?.toISOString() ?? null,
    cancelledAt: (subscription) => subscription.cancelledAt?.toISOString() ?? null,
    orders: (subscription, _, ctx) => ctx.em.find(ShopOrder, { subscriptionId: subscription.id }, { orderBy: { createdAt: 'asc', id: 'asc' } }),
  },
  GiftCard: {

    mailedAt: (card) => card.mailedAt?.toISOString() ?? null,
    createdAt: (card) => card.createdAt.toISOString(),
  },
  OrderPayment: {

    createdAt: (payment) => payment.createdAt.toISOString(),
  },
  CartEntry: {
    product: (entry) => ({ id: entry.itemId }),
    variant: (entry) => ({ id: entry.variantId }),
    chosenVariant: (entry) => ({ sku: entry.sku, attributes: entry.attributes }),
    lineTotalCents: (entry) => entry.quantity * entry.unitPriceCents,
  },
  Variant: {
    __resolveReference: (ref, ctx) => {
      const known = ctx.stockOfReferences.get(ref.id);
      return known !== undefined ? { id: ref.id, stock: known } : ctx.loaders.stock.load(ref.id).then((stock) => ({ id: ref.id, stock }));
    },
    qtyInStock: (ref, _, ctx) => readStock(ref, ctx, (stock) => stock?.qtyInStock ?? 0),
    unlimited: (ref, _, ctx) => readStock(ref, ctx, (stock) => stock?.unlimited ?? false),
  },
};

/** Reads a Variant's stock: at once when its reference came with it, else through the loader. */
function readStock<T>(ref: VariantReference, ctx: Context, read: (stock: StockOfVariant | null) => T): T | Promise<T> {
  return ref.stock !== undefined ? read(ref.stock) : ctx.loaders.stock.load(ref.id).then(read);
}

/** The cart a call is about: a subscription cart named by its token, else the express or the visitor's cart by cookie. */
function cartTokenOf(ctx: Context, express: boolean | null | undefined, cartToken: string | null | undefined): string | undefined {
  if (cartToken) return cartToken;
  return express ? ctx.expressCartToken : ctx.cartToken;
}

/** Runs a change to the cart's checkout details; later fields price the cart anew. */
async function checkoutChangeOf(ctx: Context, cartToken: string | undefined, change: CheckoutChange) {
  const deps = { em: ctx.em, siteId: ctx.siteId, tryGiftCardCode: async () => (await ctx.limits.giftCardTries.consume(ctx.clientAddress)).allowed };
  const result = await changeCheckout(deps, cartToken, change);
  if (!result.ok) return { shoppingCart: null, userErrors: result.errors };
  ctx.pricing.forget(result.value.id);
  return { shoppingCart: result.value, userErrors: [] };
}

/** Runs a change to one entry and shapes its payload; later fields read the cart as it is now. */
async function changeEntryOf(ctx: Context, entryId: string, change: EntryChange) {
  const result = await changeEntry({ em: ctx.em, catalog: ctx.catalog, limits: ctx.limits, client: ctx.clientAddress, siteId: ctx.siteId }, ctx.cartToken, entryId, change);
  if (!result.ok) return { shoppingCart: null, updatedEntry: null, userErrors: result.errors };
  const { cart, entry, entries } = result.value;
  ctx.loaders.entriesOfCart.clear(cart.id).prime(cart.id, entries);
  ctx.pricing.forget(cart.id);
  return { shoppingCart: cart, updatedEntry: entry, userErrors: [] };
}
