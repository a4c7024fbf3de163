import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from '@atelier/platform';
import type { WebhookEventType as EventEnum } from '../generated/resolvers-types.ts';

/** An event's SDL name (ORDER_CREATED) as a delivery's body names it (order.created): the first `_` is the dot. */
export const wireNameOf = (value: EventEnum): WebhookEventType =>
  value.toLowerCase().replace('_', '.') as WebhookEventType;

/** A stored wire name back as the SDL's value. */
export const enumOf = (name: WebhookEventType): EventEnum => name.toUpperCase().replace('.', '_') as EventEnum;

/** How many kinds of event there are: a subscription names each at most once. */
export const EVENT_KINDS = WEBHOOK_EVENT_TYPES.length;
