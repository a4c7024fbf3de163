import { print } from 'graphql';
import { callGatewayAsSite } from '@atelier/platform';
import { StockedItemsDocument, type StockedItemsQuery } from './generated/operations.ts';

/** Which of a site's items a shopper can buy now: stock lives in the cart subgraph. */
export interface StockPort {
  stockedItemIds(siteId: string, itemIds: string[]): Promise<Set<string>>;
}

const STOCKED_ITEMS = print(StockedItemsDocument);

export function gatewayStockPort(gatewayUrl: string, secret: string): StockPort {
  return {
    async stockedItemIds(siteId, itemIds) {
      if (!itemIds.length) return new Set();
      const data = await callGatewayAsSite<StockedItemsQuery>({
        gatewayUrl,
        secret,
        siteId,
        query: STOCKED_ITEMS,
        variables: { ids: itemIds },
      });
      return new Set(data.stockedItems);
    },
  };
}
