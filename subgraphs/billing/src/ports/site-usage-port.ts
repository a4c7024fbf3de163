import { print } from 'graphql';
import { callGatewayAsSite } from '@atelier/platform';
import { BillingSiteUsageDocument, type BillingSiteUsageQuery } from './generated/operations.ts';

/** What a site uses of what plans limit. */
export interface SiteUsage {
  products: number;
  customDomains: number;
  giftCardProducts: number;
  subscriptionProducts: number;
}

export interface SiteUsagePort {
  usageOf(siteId: string): Promise<SiteUsage>;
}

const SITE_USAGE = print(BillingSiteUsageDocument);

/** Reads a site's usage from the catalog, as the site. */
export function gatewaySiteUsage(gatewayUrl: string, secret: string): SiteUsagePort {
  return {
    async usageOf(siteId) {
      const data = await callGatewayAsSite<BillingSiteUsageQuery>({ gatewayUrl, secret, siteId, query: SITE_USAGE });
      return {
        products: data.products.totalCount,
        customDomains: data.site?.domains.length ?? 0,
        giftCardProducts: data.giftCards.totalCount,
        subscriptionProducts: data.subscriptionProducts.totalCount,
      };
    },
  };
}
