import { EntitySchema, OptionalProps } from '@mikro-orm/core';
import type { WebhookEventType } from '@atelier/platform';

/** An address a site's events are posted to, the events it wants (wire names) and its signing key. */
export class WebhookSubscription {
  [OptionalProps]?: 'createdAt';
  id!: string;
  siteId!: string;
  url!: string;
  events!: WebhookEventType[];
  secret!: string;
  createdAt = new Date();
}

export const WebhookSubscriptionSchema = new EntitySchema<WebhookSubscription>({
  class: WebhookSubscription,
  tableName: 'subscription',
  properties: {
    id: { type: 'text', primary: true },
    siteId: { type: 'text' },
    url: { type: 'text' },
    events: { type: 'text[]' },
    secret: { type: 'text' },
    createdAt: { type: 'datetime' },
  },
});
