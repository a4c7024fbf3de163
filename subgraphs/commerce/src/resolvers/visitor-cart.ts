import { COOKIES } from '@atelier/platform';
import { moneyOf, subscriptionPrices } from '@atelier/commerce';
import { GraphQLError } from 'graphql';
import type { Context } from '../context.ts';
import { CART_COOKIE_DAYS, EXPRESS_CART_HOURS } from '../domain/cart/cart-policy.ts';
import type { VariantReference } from '../entities/stock-level.ts';
import type { StockOfVariant } from '../loaders.ts';
import { addToCart } from '../services/cart/add-to-cart.ts';
import { changeEntry, type EntryChange } from '../services/cart/change-entry.ts';
import { findCartByToken } from '../services/cart/find-cart.ts';
import { stockedItems } from '../services/stock/stocked-items.ts';
import type { Resolvers } from '../generated/resolvers-types.ts';
import { cartTokenOf } from './cart-token.ts';

/** A shopper's cart: adding, changing its entries, its priced totals; and the stock a storefront reads of a variant. */
export const visitorCartResolvers: Resolvers = {
  Query: {
    shoppingCart: (_, { express, cartToken }, ctx) =>
      findCartByToken(ctx.em, cartTokenOf(ctx, express, cartToken), ctx.siteId),
    stockedItems: (_, { itemIds }, ctx) => {
      if (itemIds.length > 20_000)
        throw new GraphQLError('Ask about at most 20,000 items at once.', { extensions: { code: 'BAD_USER_INPUT' } });
      return stockedItems(ctx.em, ctx.siteId, itemIds);
    },
  },
  Mutation: {
    addToCart: async (_, { input }, ctx) => {
      const token = input.isExpress ? ctx.expressCartToken : ctx.cartToken;
      const result = await addToCart(
        { em: ctx.em, catalog: ctx.catalog, limits: ctx.limits, client: ctx.clientAddress },
        token,
        input,
      );
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
    createSubscriptionCart: async (_, { input }, ctx) => {
      const result = await addToCart(
        { em: ctx.em, catalog: ctx.catalog, limits: ctx.limits, client: ctx.clientAddress },
        undefined,
        { ...input, subscription: true },
      );
      if (!result.ok) return { cartToken: null, shoppingCart: null, userErrors: result.errors };
      const { cart, entries, issuedToken } = result.value;
      ctx.loaders.entriesOfCart.clear(cart.id).prime(cart.id, entries);
      return { cartToken: issuedToken, shoppingCart: cart, userErrors: [] };
    },
    updateCartEntryQuantity: (_, { input }, ctx) =>
      changeEntryOf(ctx, input.entryId, { kind: 'quantity', quantity: input.quantity }),
    removeCartEntry: (_, { entryId }, ctx) => changeEntryOf(ctx, entryId, { kind: 'remove' }),
    updateCartEntryAdditionalFields: (_, { input }, ctx) =>
      changeEntryOf(ctx, input.entryId, {
        kind: 'additionalFields',
        itemId: input.itemId,
        sku: input.sku,
        additionalFields: input.additionalFields,
      }),
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
    giftCardCents: async (cart, _, ctx) =>
      (await ctx.pricing.giftCards(cart)).reduce((sum, card) => sum + card.appliedCents, 0),
    subscriptionPlan: (cart) => {
      const plan = cart.subscriptionPlan;
      if (!plan) return null;
      const prices = subscriptionPrices(cart.subtotalCents, 1, plan);
      return {
        periodUnit: plan.billingPeriod.unit,
        periodValue: plan.billingPeriod.value,
        numBillingCycles: plan.numBillingCycles,
        perPeriodCents: prices.perPeriodMinor,
        perYearCents: prices.perYearMinor,
      };
    },
    amountDueCents: async (cart, _, ctx) =>
      (await ctx.pricing.of(cart)).grandTotalCents -
      (await ctx.pricing.giftCards(cart)).reduce((sum, card) => sum + card.appliedCents, 0),
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
      return known !== undefined
        ? { id: ref.id, stock: known }
        : ctx.loaders.stock.load(ref.id).then((stock) => ({ id: ref.id, stock }));
    },
    qtyInStock: (ref, _, ctx) => readStock(ref, ctx, (stock) => stock?.qtyInStock ?? 0),
    unlimited: (ref, _, ctx) => readStock(ref, ctx, (stock) => stock?.unlimited ?? false),
  },
};

/** Reads a Variant's stock: at once when its reference came with it, else through the loader. */
function readStock<T>(ref: VariantReference, ctx: Context, read: (stock: StockOfVariant | null) => T): T | Promise<T> {
  return ref.stock !== undefined ? read(ref.stock) : ctx.loaders.stock.load(ref.id).then(read);
}

/** Runs a change to one entry and shapes its payload; later fields read the cart as it is now. */
async function changeEntryOf(ctx: Context, entryId: string, change: EntryChange) {
  const result = await changeEntry(
    { em: ctx.em, catalog: ctx.catalog, limits: ctx.limits, client: ctx.clientAddress, siteId: ctx.siteId },
    ctx.cartToken,
    entryId,
    change,
  );
  if (!result.ok) return { shoppingCart: null, updatedEntry: null, userErrors: result.errors };
  const { cart, entry, entries } = result.value;
  ctx.loaders.entriesOfCart.clear(cart.id).prime(cart.id, entries);
  ctx.pricing.forget(cart.id);
  return { shoppingCart: cart, updatedEntry: entry, userErrors: [] };
}
