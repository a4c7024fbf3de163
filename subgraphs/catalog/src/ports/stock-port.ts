import { callGatewayAsSite } from '@atelier/platform';

/** Which of a site's items a shopper can buy now: stock lives in the cart subgraph. */
export interface StockPort {
  stockedItemIds(siteId: string, itemIds: string[]): Promise<Set<string>>;
}

const QUERY = 'query StockedItems($ids: [ID!]!) { stockedItems(itemIds: $ids) }';

export function gatewayStockPort(gatewayUrl: string, secret: string): StockPort {
  return {
    async stockedItemIds(siteId, itemIds) {
      if (!itemIds.length) return new Set();
      const data = await callGatewayAsSite<{ stockedItems: string[] }>({ gatewayUrl, secret, siteId, query: QUERY, variables: { ids: itemIds } });
      return new Set(data.stockedItems);
    },
  };
}
