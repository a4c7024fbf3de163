import { print } from 'graphql';
import { callGatewayAsSite } from '@atelier/platform';
import { StockOwnerDocument, type StockOwnerQuery } from './generated/operations.ts';

export interface OwnedVariants {
  ownsSite: boolean;
  /** The asked variants that are the site's, by id. */
  variants: Map<string, { sku: string; itemId: string }>;
}

/** Whether the signed-in visitor owns the site, and which variants are its own. */
export interface StockOwnerPort {
  ownedVariants(sessionToken: string, siteId: string, variantIds: string[]): Promise<OwnedVariants>;
}

const QUERY = print(StockOwnerDocument);

/** Asks the gateway as the visitor, on the site's behalf: accounts answer `me`, the catalog the variants. */
export function gatewayStockOwnerPort(gatewayUrl: string, secret: string): StockOwnerPort {
  return {
    async ownedVariants(sessionToken, siteId, variantIds) {
      const data = await callGatewayAsSite<StockOwnerQuery>({ gatewayUrl, secret, siteId, sessionToken, query: QUERY, variables: { ids: variantIds } });
      const variants = new Map(data.variants.flatMap((v) => (v ? [[v.id, { sku: v.sku, itemId: v.product.id }] as const] : [])));
      return { ownsSite: Boolean(data.me?.websites.some((w) => w.id === siteId)), variants };
    },
  };
}
