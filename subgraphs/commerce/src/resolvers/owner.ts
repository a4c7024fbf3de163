import { GraphQLError } from 'graphql';
import { reportRange } from '@atelier/analytics';
import { ownedSiteId, ownersSite } from '@atelier/platform';
import type { Context } from '../context.ts';
import type { Resolvers } from '../generated/resolvers-types.ts';
import { checkCouponInput, checkShippingRateInput, checkTaxRuleInput } from '../domain/checkout/checkout-rule-input.ts';
import {
  archiveCoupon,
  deleteRule,
  listCoupons,
  pricingRulesOf,
  saveCheckoutSettings,
  saveCoupon,
  saveShippingRate,
  saveTaxRule,
  type Saved,
} from '../services/checkout/checkout-rules.ts';
import { fulfillOrder, ordersPage, refundOrder, type OrderChange } from '../services/orders/owner-orders.ts';
import { donationsOfSite, giftCardsOfSite, orderOfSite, subscriptionsOfSite } from '../services/orders/owner-reads.ts';
import { orderMailPreviews } from '../services/orders/mail-previews.ts';
import { salesSummary } from '../services/orders/sales-summary.ts';
import { setStock } from '../services/stock/set-stock.ts';

const EMPTY_RULE = { coupon: null, shippingRate: null, taxRule: null, checkoutSettings: null };

/** Runs an owner's change of the request's site, shaping a refusal as userErrors. */
async function asOwner<T>(
  ctx: Context,
  change: (siteId: string) => Promise<Saved<T>>,
  shape: (value: T) => Record<string, unknown>,
) {
  const owned = await ownedSiteId(ctx);
  if (!owned.ok) return { ...EMPTY_RULE, userErrors: owned.errors };
  const saved = await change(owned.value);
  return saved.ok
    ? { ...EMPTY_RULE, ...shape(saved.value), userErrors: [] }
    : { ...EMPTY_RULE, userErrors: saved.errors };
}

async function orderChange(ctx: Context, change: (siteId: string) => Promise<OrderChange>) {
  const owned = await ownedSiteId(ctx);
  if (!owned.ok) return { order: null, userErrors: owned.errors };
  const result = await change(owned.value);
  return result.ok ? { order: result.value, userErrors: [] } : { order: null, userErrors: result.errors };
}

/** The owner's side: pricing rules, orders, subscriptions, gift cards and stock. Everything is of the request's site only. */
export const ownerResolvers: Resolvers = {
  Website: {
    __resolveReference: (ref) => ({ id: ref.id }),
    checkoutSettings: async (website, _, ctx) => ({
      pricesIncludeTax: (await pricingRulesOf(ctx.em, website.id)).pricesIncludeTax,
    }),
    coupons: async (website, _, ctx) => ((await ownersSite(website.id, ctx)) ? listCoupons(ctx.em, website.id) : []),
    shippingRates: async (website, _, ctx) =>
      (await ownersSite(website.id, ctx)) ? (await pricingRulesOf(ctx.em, website.id)).rates : [],
    taxRules: async (website, _, ctx) =>
      (await ownersSite(website.id, ctx)) ? (await pricingRulesOf(ctx.em, website.id)).taxRules : [],
    orders: async (website, args, ctx) =>
      (await ownersSite(website.id, ctx))
        ? ordersPage(ctx.em, website.id, args)
        : { orders: [], hasNextPage: false, nextPageCursor: null },
    order: async (website, { id }, ctx) =>
      (await ownersSite(website.id, ctx)) ? orderOfSite(ctx.em, website.id, id) : null,
    subscriptions: async (website, { first }, ctx) =>
      (await ownersSite(website.id, ctx)) ? subscriptionsOfSite(ctx.em, website.id, first) : [],
    giftCards: async (website, { first }, ctx) =>
      (await ownersSite(website.id, ctx)) ? giftCardsOfSite(ctx.em, website.id, first) : [],
    orderMailPreviews: async (website, { orderId }, ctx) =>
      (await ownersSite(website.id, ctx)) ? orderMailPreviews(ctx.em, ctx.secret, website.id, orderId) : [],
    donations: async (website, { first }, ctx) =>
      (await ownersSite(website.id, ctx)) ? donationsOfSite(ctx.em, website.id, first) : [],
  },
  Query: {
    salesSummary: async (_, { websiteId, from, to }, ctx) => {
      const range = reportRange(from, to);
      if (!range.ok)
        throw new GraphQLError(range.message, { extensions: { code: 'BAD_USER_INPUT', field: range.field } });
      const siteId = await ownersSite(websiteId, ctx);
      return siteId ? salesSummary(ctx.em, siteId, range.value) : null;
    },
  },
  Coupon: {
    minSubtotalCents: (coupon) => coupon.minSubtotalCents,
    expiresAt: (coupon) => coupon.expiresAt?.toISOString() ?? null,
  },
  Mutation: {
    saveCoupon: (_, { input }, ctx) =>
      asOwner(
        ctx,
        async (siteId) => {
          const checked = checkCouponInput(input);
          return checked.ok ? saveCoupon(ctx.em, siteId, input.id, checked.value) : checked;
        },
        (coupon) => ({ coupon }),
      ),
    archiveCoupon: (_, { id }, ctx) =>
      asOwner(
        ctx,
        (siteId) => archiveCoupon(ctx.em, siteId, id),
        (coupon) => ({ coupon }),
      ),
    saveShippingRate: (_, { input }, ctx) =>
      asOwner(
        ctx,
        async (siteId) => {
          const checked = checkShippingRateInput(input);
          return checked.ok ? saveShippingRate(ctx.em, siteId, input.id, checked.value) : checked;
        },
        (shippingRate) => ({ shippingRate }),
      ),
    deleteShippingRate: (_, { id }, ctx) =>
      asOwner(
        ctx,
        (siteId) => deleteRule(ctx.em, siteId, 'shipping_rate', id),
        () => ({}),
      ),
    saveTaxRule: (_, { input }, ctx) =>
      asOwner(
        ctx,
        async (siteId) => {
          const checked = checkTaxRuleInput(input);
          return checked.ok ? saveTaxRule(ctx.em, siteId, input.id, checked.value) : checked;
        },
        (taxRule) => ({ taxRule }),
      ),
    deleteTaxRule: (_, { id }, ctx) =>
      asOwner(
        ctx,
        (siteId) => deleteRule(ctx.em, siteId, 'tax_rule', id),
        () => ({}),
      ),
    saveCheckoutSettings: (_, { pricesIncludeTax }, ctx) =>
      asOwner(
        ctx,
        async (siteId) => ({ ok: true as const, value: await saveCheckoutSettings(ctx.em, siteId, pricesIncludeTax) }),
        (checkoutSettings) => ({ checkoutSettings }),
      ),
    fulfillOrder: (_, { id }, ctx) => orderChange(ctx, (siteId) => fulfillOrder(ctx.em, siteId, id)),
    refundOrder: (_, { id, amountCents }, ctx) =>
      orderChange(ctx, (siteId) => refundOrder(ctx.em, ctx.payments, siteId, id, amountCents)),
    setStock: async (_, { input }, ctx) => {
      const owned = await ownedSiteId(ctx);
      if (!owned.ok) return { variants: [], userErrors: owned.errors };
      const changes = input.map((i) => ({
        variantId: i.variantId,
        qtyInStock: i.qtyInStock,
        unlimited: i.unlimited ?? false,
      }));
      const result = await setStock({ em: ctx.em, catalog: ctx.catalog }, owned.value, changes);
      if (!result.ok) return { variants: [], userErrors: result.errors };
      ctx.loaders.stock.clearAll();
      return { variants: result.value.map((id) => ({ id })), userErrors: [] };
    },
  },
};
