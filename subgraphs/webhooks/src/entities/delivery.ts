import { EntitySchema, OptionalProps } from '@mikro-orm/core';
import type { WebhookEventType } from '@atelier/platform';
import type { DeliveryStatus } from '../domain/delivery-states.ts';

/**
 * One event posted to one subscription's address: the body exactly as signed and posted, where it
 * stands, and what the address last answered. Removed with its subscription.
 */
export class WebhookDelivery {
  [OptionalProps]?: 'attempts' | 'lastStatus' | 'lastAnswer' | 'lastAttemptAt' | 'createdAt';
  id!: string;
  siteId!: string;
  subscriptionId!: string;
  eventId!: string;
  eventType!: WebhookEventType;
  url!: string;
  body!: string;
  status!: DeliveryStatus;
  attempts = 0;
  lastStatus: number | null = null;
  lastAnswer: string | null = null;
  lastAttemptAt: Date | null = null;
  /** While pending: when the next attempt is due (a job taking it moves it on, as a lease). */
  nextAttemptAt: Date | null = null;
  /** When the event happened. */
  eventAt!: Date;
  /** When its day of retries began: the event, or the owner's latest redeliver. */
  retryFrom!: Date;
  createdAt = new Date();
}

export const WebhookDeliverySchema = new EntitySchema<WebhookDelivery>({
  class: WebhookDelivery,
  tableName: 'delivery',
  properties: {
    id: { type: 'text', primary: true },
    siteId: { type: 'text' },
    subscriptionId: { type: 'text' },
    eventId: { type: 'text' },
    eventType: { type: 'text' },
    url: { type: 'text' },
    body: { type: 'text' },
    status: { type: 'text' },
    attempts: { type: 'integer' },
    lastStatus: { type: 'integer', nullable: true },
    lastAnswer: { type: 'text', nullable: true },
    lastAttemptAt: { type: 'datetime', nullable: true },
    nextAttemptAt: { type: 'datetime', nullable: true },
    eventAt: { type: 'datetime' },
    retryFrom: { type: 'datetime' },
    createdAt: { type: 'datetime' },
  },
});
