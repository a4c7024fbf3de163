import type { OwnerRequest, SubgraphContext } from '@atelier/platform';
import type { PaymentProvider } from '@atelier/commerce/server';
import type { BillingSettings } from './services/billing-settings.ts';
import type { SiteUsagePort } from './ports/site-usage-port.ts';

/** The request, its visitor as an owner, and billing's dependencies: the subgraphs' one context shape (subgraphs/README.md). */
export interface Context extends SubgraphContext, OwnerRequest {
  payments: PaymentProvider;
  settings: BillingSettings;
  usage: SiteUsagePort;
  /** Whether the signed-in owner owns this website (any of theirs, not only the request's). */
  ownsWebsite(websiteId: string): Promise<boolean>;
}
