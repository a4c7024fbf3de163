import {
  billingMessageOf,
  Features,
  FEATURES,
  isActiveAndSubscribed,
  isCommercePlan,
  isFeatureGated,
  limitOf,
  LIMITS,
  planById,
  productTypeName,
  statusName,
  siteBillingStatusOf,
  siteStatusOf,
  taxRateLabel,
  taxRatePpmOf,
  TRIAL_PLAN_ID,
  type Limit,
} from '@atelier/billing';
import { ownedSiteId, type Failure, type Outcome } from '@atelier/platform';
import type { BillingSubscription } from '../entities/billing-subscription.ts';
import { SiteBilling } from '../entities/site-billing.ts';
import { entitlementOf, ensureSiteBilling, type SiteBillingState } from '../services/site-billing.ts';
import {
  cancelSubscription,
  invoiceOf,
  invoicesOf,
  nameOf,
  payNow,
  setAutoRenew,
  subscriptionOf,
  subscriptionsOf,
} from '../services/subscriptions.ts';
import {
  cancelPlanChange,
  confirmPlanChange,
  previewPlanChange,
  startPlanChange,
  type PlanChangeQuote,
} from '../services/plan-changes.ts';
import {
  dismissInAppPurchaseError,
  saveCard,
  setBillingAddress,
  startGracePeriod,
} from '../services/site-billing-settings.ts';
import { quoteRenewal } from '../domain/billing-quotes.ts';
import { refuse } from '../errors.ts';
import {
  moneyOf,
  previewInvoice,
  timestampOf,
  type InvoiceModel,
  type PlanChangePreviewModel,
  type SiteBillingModel,
} from './billing-models.ts';
import type { BillingErrorCode, Resolvers } from '../generated/resolvers-types.ts';
import type { Context } from '../context.ts';

const limitsOf = (limitOfKind: (limit: Limit) => number | null) =>
  Object.fromEntries(LIMITS.map((limit) => [limit, limitOfKind(limit)])) as Record<Limit, number | null>;

const refused = (failure: Failure<BillingErrorCode>) => ({ userErrors: failure.errors });

function previewModel(
  quoted: PlanChangeQuote,
  state: { site: { country: string; region: string | null } },
): PlanChangePreviewModel {
  return { ...quoted, taxRatePpm: taxRatePpmOf(state.site) };
}

/** The subscription payload of an outcome: the subscription and invoice, or why not. */
async function subscriptionPayload<T extends { subscription: BillingSubscription; invoice?: InvoiceModel }>(
  outcome: { ok: true; value: T } | Failure<BillingErrorCode>,
) {
  return outcome.ok
    ? { subscription: outcome.value.subscription, invoice: outcome.value.invoice ?? null, userErrors: [] }
    : { subscription: null, invoice: null, ...refused(outcome) };
}

async function siteBillingPayload(ctx: Context, outcome: { ok: true } | Failure<BillingErrorCode>, siteId: string) {
  if (!outcome.ok) return { billing: null, ...refused(outcome) };
  ctx.em.clear();
  return { billing: { state: await ensureSiteBilling(ctx.em, siteId, ctx.settings) }, userErrors: [] };
}

/** Runs an owner's mutation on the request's site, or answers why it is refused. */
async function asOwner<T>(
  ctx: Context,
  work: (siteId: string) => Promise<T>,
  refusal: (failure: Failure<BillingErrorCode>) => T,
): Promise<T> {
  const owned = await ownedSiteId(ctx);
  return owned.ok ? work(owned.value) : refusal(owned as Failure<BillingErrorCode>);
}

/** A service's subscription as the payload's. */
const withSubscription = (outcome: Outcome<BillingSubscription, BillingErrorCode>) =>
  outcome.ok ? { ok: true as const, value: { subscription: outcome.value } } : outcome;

const noSubscription = (failure: Failure<BillingErrorCode>) => ({
  subscription: null,
  invoice: null,
  userErrors: failure.errors,
});
const noBilling = (failure: Failure<BillingErrorCode>) => ({ billing: null, userErrors: failure.errors });

/** The owner's billing: plan, status and message, subscriptions, plan changes and invoices, of their own site only. */
export const ownerResolvers: Resolvers = {
  Website: {
    // Any of the owner's sites, not only the request's: the site list shows each one's plan.
    billing: async (website, _, ctx) =>
      (await ctx.ownsWebsite(website.id)) ? { state: await ensureSiteBilling(ctx.em, website.id, ctx.settings) } : null,
  },
  SiteBilling: {
    status: ({ state }) => statusName(siteStatusOf(state.website.status)),
    billingStatus: ({ state }) => state.site.billingStatus,
    websiteType: ({ state }) => state.site.websiteType,
    siteBillingStatus: ({ state }) => siteBillingStatusOf(state.site.websiteType, siteStatusOf(state.website.status)),
    message: ({ state }) =>
      billingMessageOf(state.site.websiteType, siteStatusOf(state.website.status), state.site.billingStatus),
    plan: ({ state }) => planById(state.website.planId ?? TRIAL_PLAN_ID) ?? planById(TRIAL_PLAN_ID)!,
    features: ({ state }) => FEATURES.filter((feature) => !isFeatureGated(feature, entitlementOf(state))),
    limits: ({ state }) => limitsOf((limit) => limitOf(limit, entitlementOf(state))),
    addOns: ({ state }) => entitlementOf(state).addOns.map(productTypeName),
    activeAndSubscribed: ({ state }) =>
      isActiveAndSubscribed(siteStatusOf(state.website.status), state.site.billingStatus),
    commercePlan: ({ state }) => isCommercePlan(siteStatusOf(state.website.status), state.site.websiteType),
    paymentMethod: ({ state }) => state.site.paymentMethodLabel,
    inAppPurchaseError: ({ state }) => state.site.inAppPurchaseError,
    subscriptions: ({ state }) => state.subscriptions,
    invoices: ({ state }, _, ctx) => invoicesOf(ctx.em, state.site.websiteId),
  },
  BillingPlan: {
    enabledFeatures: (plan) => plan.features.map((feature) => Features[feature]),
    features: (plan) => [...plan.features],
    limits: (plan) => plan.limits,
    monthlyPrice: (plan) => moneyOf(plan.prices.MONTHLY),
    yearlyPrice: (plan) => moneyOf(plan.prices.YEARLY),
  },
  BillingSubscription: {
    productType: (subscription) => productTypeName(subscription.productType),
    status: (subscription) => statusName(subscription.status),
    pastDue: (subscription) => subscription.status === 'pastdue',
    plan: (subscription) => {
      const plan = subscription.planId ? planById(subscription.planId) : undefined;
      return {
        id: subscription.planId,
        name: nameOf(subscription),
        interval: subscription.interval,
        price: moneyOf(subscription.priceMinor),
        basePrice: moneyOf(plan ? plan.prices[subscription.interval] : subscription.priceMinor),
      };
    },
    nextChargeAmount: async (subscription, _, ctx) => (await nextCharge(ctx, subscription))?.amount ?? null,
    nextChargeTax: async (subscription, _, ctx) => (await nextCharge(ctx, subscription))?.tax ?? null,
    nextChargeAt: (subscription) => (chargesNext(subscription) ? subscription.currentPeriodEnd.getTime() : null),
    currentPeriodStart: (subscription) => subscription.currentPeriodStart.getTime(),
    currentPeriodEnd: (subscription) => subscription.currentPeriodEnd.getTime(),
    trialEndsAt: (subscription) => timestampOf(subscription.status === 'trial' ? subscription.trialEndsAt : null),
    invoiceTotal: (subscription) =>
      subscription.lastInvoiceTotal === null ? null : moneyOf(subscription.lastInvoiceTotal),
    pendingPlanChange: async (subscription, _, ctx) => {
      const pending = subscription.pendingChange;
      if (!pending || pending.confirmedInvoiceId) return null;
      const state = await ensureSiteBilling(ctx.em, subscription.websiteId, ctx.settings);
      const quoted = await previewPlanChange(
        ctx.em,
        subscription.websiteId,
        subscription.id,
        pending.planId,
        pending.interval,
        ctx.usage,
        new Date(pending.quotedAt),
      );
      return quoted.ok ? previewModel(quoted.value, state) : null;
    },
  },
  BillingInvoice: {
    lines: (invoice) =>
      invoice.lines.map((line) => ({
        description: line.description,
        amount: moneyOf(line.amount),
        periodStart: line.periodStart ? Date.parse(line.periodStart) : null,
        periodEnd: line.periodEnd ? Date.parse(line.periodEnd) : null,
      })),
    subtotal: (invoice) => moneyOf(invoice.subtotalMinor),
    tax: (invoice) => moneyOf(invoice.taxMinor),
    taxRate: (invoice) => taxRateLabel(invoice.taxRatePpm),
    total: (invoice) => moneyOf(invoice.totalMinor),
    createdAt: (invoice) => invoice.createdAt.getTime(),
    pdfUrl: (invoice) => `/admin/billing/invoices/${encodeURIComponent(invoice.id)}.pdf`,
  },
  PlanChangePreview: {
    invoice: (preview) => previewInvoice(preview),
    credit: (preview) => moneyOf(preview.quote.credit),
    carriedCredit: (preview) => moneyOf(preview.quote.creditAfter),
    periodEnd: (preview) => preview.quote.periodEnd.getTime(),
  },
  Query: {
    billingSubscriptions: async (_, { type }, ctx) => {
      const owned = await ownedSiteId(ctx);
      return owned.ok ? subscriptionsOf(ctx.em, owned.value, ctx.settings, type) : [];
    },
    billingSubscription: async (_, { id }, ctx) => {
      const owned = await ownedSiteId(ctx);
      return owned.ok ? subscriptionOf(ctx.em, owned.value, ctx.settings, id) : null;
    },
    billingInvoice: async (_, { id }, ctx) => {
      const owned = await ownedSiteId(ctx);
      return owned.ok ? invoiceOf(ctx.em, owned.value, id) : null;
    },
    planChangePreview: (_, { subscriptionId, planId, interval }, ctx) =>
      asOwner(
        ctx,
        async (siteId) => {
          const state = await ensureSiteBilling(ctx.em, siteId, ctx.settings);
          const quoted = await previewPlanChange(ctx.em, siteId, subscriptionId, planId, interval, ctx.usage);
          return quoted.ok
            ? { preview: previewModel(quoted.value, state), userErrors: [] }
            : { preview: null, ...refused(quoted) };
        },
        (failure) => ({ preview: null, userErrors: failure.errors }),
      ),
  },
  Mutation: {
    updateBillingSubscription: (_, { id, input }, ctx) =>
      asOwner(
        ctx,
        async (siteId) => {
          await ensureSiteBilling(ctx.em, siteId, ctx.settings);
          if (input.autoRenew === undefined || input.autoRenew === null) {
            const subscription = await subscriptionOf(ctx.em, siteId, ctx.settings, id);
            return subscription
              ? { subscription, invoice: null, userErrors: [] }
              : subscriptionPayload(refuse('SUBSCRIPTION_NOT_FOUND', ['id']));
          }
          return subscriptionPayload(withSubscription(await setAutoRenew(ctx.em, siteId, id, input.autoRenew)));
        },
        noSubscription,
      ),
    setBillingAutoRenew: (_, { id, enabled }, ctx) =>
      asOwner(
        ctx,
        async (siteId) => subscriptionPayload(withSubscription(await setAutoRenew(ctx.em, siteId, id, enabled))),
        noSubscription,
      ),
    cancelBillingSubscription: (_, { id }, ctx) =>
      asOwner(
        ctx,
        async (siteId) => subscriptionPayload(withSubscription(await cancelSubscription(ctx.em, siteId, id))),
        noSubscription,
      ),
    startPlanChange: (_, { subscriptionId, planId, interval }, ctx) =>
      asOwner(
        ctx,
        async (siteId) => {
          await ensureSiteBilling(ctx.em, siteId, ctx.settings);
          return subscriptionPayload(
            await startPlanChange(ctx.em, siteId, subscriptionId, planId, interval, ctx.usage),
          );
        },
        noSubscription,
      ),
    confirmPlanChange: (_, { subscriptionId, planId }, ctx) =>
      asOwner(
        ctx,
        async (siteId) =>
          subscriptionPayload(await confirmPlanChange(ctx.em, ctx.payments, siteId, subscriptionId, planId, ctx.usage)),
        noSubscription,
      ),
    cancelPlanChange: (_, { subscriptionId }, ctx) =>
      asOwner(
        ctx,
        async (siteId) => {
          return subscriptionPayload(withSubscription(await cancelPlanChange(ctx.em, siteId, subscriptionId)));
        },
        noSubscription,
      ),
    payBillingSubscription: (_, { id }, ctx) =>
      asOwner(
        ctx,
        async (siteId) => subscriptionPayload(await payNow(ctx.em, ctx.payments, siteId, id)),
        noSubscription,
      ),
    saveBillingCard: (_, { cardNumber }, ctx) =>
      asOwner(
        ctx,
        async (siteId) =>
          siteBillingPayload(ctx, await saveCard(ctx.em, ctx.payments, siteId, ctx.settings, cardNumber), siteId),
        noBilling,
      ),
    setBillingAddress: (_, { input }, ctx) =>
      asOwner(
        ctx,
        async (siteId) => siteBillingPayload(ctx, await setBillingAddress(ctx.em, siteId, ctx.settings, input), siteId),
        noBilling,
      ),
    startInAppGracePeriod: (_, __, ctx) =>
      asOwner(
        ctx,
        async (siteId) => {
          const outcome = await startGracePeriod(ctx.em, siteId, ctx.settings);
          if (outcome.ok) return siteBillingPayload(ctx, outcome, siteId);
          ctx.em.clear();
          return {
            billing: { state: await ensureSiteBilling(ctx.em, siteId, ctx.settings) },
            userErrors: outcome.errors,
          };
        },
        noBilling,
      ),
    dismissInAppPurchaseError: (_, __, ctx) =>
      asOwner(
        ctx,
        async (siteId) => {
          await dismissInAppPurchaseError(ctx.em, siteId, ctx.settings);
          return siteBillingPayload(ctx, { ok: true }, siteId);
        },
        noBilling,
      ),
  },
};

/** Whether the subscription's period ends in a charge: auto-renew on, and a status that renews. */
function chargesNext(subscription: BillingSubscription): boolean {
  return subscription.autoRenew && (subscription.status === 'paid' || subscription.status === 'pastdue');
}

async function nextCharge(ctx: Context, subscription: BillingSubscription) {
  if (!chargesNext(subscription)) return null;
  // By its key: the request's identity map answers every subscription's fields after the first read.
  const site = await ctx.em.findOneOrFail(SiteBilling, { websiteId: subscription.websiteId });
  const quote = quoteRenewal(subscription, nameOf(subscription), {
    taxRatePpm: taxRatePpmOf(site),
    creditMinor: site.creditMinor,
  });
  return { amount: moneyOf(quote.total - quote.tax), tax: moneyOf(quote.tax) };
}

export type { SiteBillingState, SiteBillingModel };
