import type { WebhookEvent } from '@atelier/platform';

/**
 * A delivery's JSON body, made once when the event is fanned out and posted byte for byte on every
 * attempt (its signature is over these bytes): the event's id, type, time and site, and its data.
 */
export const deliveryBody = (event: WebhookEvent): string =>
  JSON.stringify({
    id: event.id,
    type: event.type,
    timestamp: event.createdAt.toISOString(),
    websiteId: event.siteId,
    data: event.data,
  });

/** What is kept of an answer's body: its start, enough to read an error page's reason. */
export const ANSWER_KEPT_CHARS = 1000;
