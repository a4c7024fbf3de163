import { WebhookDeliverySchema } from './delivery.ts';
import { WebhookSubscriptionSchema } from './subscription.ts';

/** The webhooks schema's entities. */
export const webhooksEntities = [WebhookSubscriptionSchema, WebhookDeliverySchema];
