import { ok, type Outcome } from '@atelier/platform';
import { refuse } from '../errors.ts';
import type { WebhookErrorCode, WebhookEventType } from '../generated/resolvers-types.ts';

/** How many subscriptions a site keeps, and the longest address. */
export const SUBSCRIPTION_LIMITS = { perSite: 10, urlLength: 2000 } as const;

export interface SubscriptionInput {
  url: string;
  events: readonly WebhookEventType[];
}

/**
 * The address's shape and the events' list, checked before anything is looked up or stored: an
 * http(s) URL without credentials, no longer than 2000 characters, not the product's own host (a
 * loop: each delivery would make another), and at least one event, each once.
 */
export function checkSubscriptionInput(
  input: SubscriptionInput,
  productHost: string,
): Outcome<{ url: URL; events: WebhookEventType[] }, WebhookErrorCode> {
  const text = input.url.trim();
  if (text.length > SUBSCRIPTION_LIMITS.urlLength) return refuse('URL_INVALID', ['input', 'url'], { why: 'length' });
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return refuse('URL_INVALID', ['input', 'url'], { why: 'address' });
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    return refuse('URL_INVALID', ['input', 'url'], { why: 'address' });
  if (url.username || url.password) return refuse('URL_INVALID', ['input', 'url'], { why: 'credentials' });
  const host = url.hostname.toLowerCase();
  if (host === productHost || host.endsWith(`.${productHost}`))
    return refuse('URL_NOT_PUBLIC', ['input', 'url'], { why: 'product' });
  if (!input.events.length) return refuse('EVENTS_INVALID', ['input', 'events'], { why: 'empty' });
  if (new Set(input.events).size !== input.events.length)
    return refuse('EVENTS_INVALID', ['input', 'events'], { why: 'twice' });
  return ok({ url, events: [...input.events] });
}
