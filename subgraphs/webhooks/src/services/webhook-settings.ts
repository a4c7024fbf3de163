import { hostsAllowedFrom } from '@atelier/platform';

/** What the operator decides about webhook addresses. */
export interface WebhookSettings {
  /** The product's own host (from its public URL): addresses on it or below it would loop. */
  productHost: string;
  /** Hosts allowed on private addresses (ATELIER_WEBHOOK_HOSTS_ALLOWED, comma-separated): an intranet's receiver, or a test's. */
  hostsAllowed: ReadonlySet<string>;
}

export const webhookSettings = (publicUrl: string): WebhookSettings => ({
  productHost: new URL(publicUrl).hostname.toLowerCase(),
  hostsAllowed: hostsAllowedFrom(process.env.ATELIER_WEBHOOK_HOSTS_ALLOWED),
});
