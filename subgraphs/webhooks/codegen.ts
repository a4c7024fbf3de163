import { subgraphCodegen } from '../../schema/subgraph-codegen.ts';

/** The webhooks subgraph's SDL and what graphql-codegen makes of it; the root codegen.ts collects it through subgraphs.config.ts. */
export const codegen = subgraphCodegen('webhooks', {
  mappers: {
    WebhookSubscription: '../entities/subscription.ts#WebhookSubscription as WebhookSubscriptionModel',
    WebhookDelivery: '../entities/delivery.ts#WebhookDelivery as WebhookDeliveryModel',
  },
});
