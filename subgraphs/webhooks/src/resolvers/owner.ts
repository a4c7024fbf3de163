import { GraphQLError } from 'graphql';
import type { Resolvers } from '../generated/resolvers-types.ts';
import { enumOf, EVENT_KINDS } from '../domain/event-names.ts';
import { createSubscription, deleteSubscription, siteSubscriptions } from '../services/subscriptions.ts';
import { DELIVERY_PAGE, redeliver, siteDeliveries } from '../services/deliveries.ts';
import { webhookReadableSite, webhookSiteOf } from '../services/site-access.ts';

const badInput = (message: string, field: string) =>
  new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', field } });

const iso = (date: Date | null) => (date ? new Date(date).toISOString() : null);

/** The owner's webhooks: subscriptions made and removed, deliveries listed and sent again. */
export const ownerResolvers: Resolvers = {
  Query: {
    webhookSubscriptions: async (_, { websiteId }, ctx) => {
      const siteId = await webhookReadableSite(websiteId, ctx);
      return siteId ? siteSubscriptions(ctx.em, siteId) : [];
    },
    webhookDeliveries: async (_, { websiteId, first }, ctx) => {
      const size = first ?? DELIVERY_PAGE.default;
      if (!Number.isInteger(size) || size < 1 || size > DELIVERY_PAGE.max)
        throw badInput(`first must be a whole number from 1 to ${DELIVERY_PAGE.max}.`, 'first');
      const siteId = await webhookReadableSite(websiteId, ctx);
      return siteId ? siteDeliveries(ctx.em, siteId, size) : [];
    },
  },
  Mutation: {
    createWebhookSubscription: async (_, { input }, ctx) => {
      if (input.events.length > EVENT_KINDS)
        throw badInput(`events holds at most ${EVENT_KINDS} values, each once.`, 'input.events');
      const site = await webhookSiteOf(ctx);
      if (!site.ok) return { subscription: null, userErrors: site.errors };
      const made = await createSubscription(ctx.em, site.value, input, ctx.settings);
      return made.ok ? { subscription: made.value, userErrors: [] } : { subscription: null, userErrors: made.errors };
    },
    deleteWebhookSubscription: async (_, { id }, ctx) => {
      const site = await webhookSiteOf(ctx);
      if (!site.ok) return { deletedId: null, userErrors: site.errors };
      const removed = await deleteSubscription(ctx.em, site.value, id);
      return removed.ok
        ? { deletedId: removed.value, userErrors: [] }
        : { deletedId: null, userErrors: removed.errors };
    },
    redeliverWebhook: async (_, { deliveryId }, ctx) => {
      const site = await webhookSiteOf(ctx);
      if (!site.ok) return { delivery: null, userErrors: site.errors };
      const again = await redeliver(ctx.em, site.value, deliveryId);
      if (!again.ok) return { delivery: null, userErrors: again.errors };
      await ctx.jobs.request('webhooks.deliver');
      return { delivery: again.value, userErrors: [] };
    },
  },
  WebhookSubscription: {
    events: (subscription) => subscription.events.map(enumOf),
    createdAt: (subscription) => iso(subscription.createdAt)!,
  },
  WebhookDelivery: {
    event: (delivery) => enumOf(delivery.eventType),
    status: (delivery) => delivery.status.toUpperCase() as 'PENDING' | 'DELIVERED' | 'FAILED',
    lastAttemptAt: (delivery) => iso(delivery.lastAttemptAt),
    nextAttemptAt: (delivery) => (delivery.status === 'pending' ? iso(delivery.nextAttemptAt) : null),
    createdAt: (delivery) => iso(delivery.eventAt)!,
  },
};
