import type { ProductTypeName } from '@atelier/commerce';
import { print } from 'graphql';
import type { EntryAttribute } from '../entities/cart-entry.ts';
import { CartOfferDocument, type CartOfferQuery, type CartOfferQueryVariables } from './generated/operations.ts';

/** What the cart needs to know of a catalog item to put it in a cart. */
export interface Offer {
  itemId: string;
  websiteId: string;
  productType: ProductTypeName;
  multipleQuantityAllowedForServices: boolean;
  variant: { id: string; sku: string; unitPriceCents: number; currency: string; attributes: EntryAttribute[] } | null;
}

export interface CatalogPort {
  /** null when there is no such item; variant null when the SKU names none of its variants. */
  findOffer(itemId: string, sku: string | null | undefined): Promise<Offer | null>;
}

const OFFER_QUERY = print(CartOfferDocument);

/**
 * Reads offers through the gateway, the catalog's public contract, so that the cart neither imports
 * the catalog's code nor knows where it runs.
 */
export function gatewayCatalogPort(gatewayUrl: string): CatalogPort {
  return {
    async findOffer(itemId, sku) {
      const response = await fetch(gatewayUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
        body: JSON.stringify({ query: OFFER_QUERY, variables: { itemId, sku: sku ?? null } satisfies CartOfferQueryVariables }),
        signal: AbortSignal.timeout(5000),
      });
      const body = (await response.json()) as { data?: CartOfferQuery; errors?: { message: string }[] };
      if (!response.ok || body.errors?.length || !body.data) {
        throw new Error(`catalog lookup failed (${response.status}): ${body.errors?.map((e) => e.message).join('; ') ?? 'no data'}`);
      }
      const { product, variantOf } = body.data;
      if (!product) return null;
      const { storeSettings } = product.website;
      return {
        itemId: product.id,
        websiteId: product.website.id,
        productType: product.productType,
        multipleQuantityAllowedForServices: storeSettings.multipleQuantityAllowedForServices,
        variant: variantOf && {
          id: variantOf.id,
          sku: variantOf.sku,
          currency: variantOf.priceMoney.currency,
          unitPriceCents: variantOf.onSale ? variantOf.salePrice : variantOf.price,
          attributes: variantOf.attributes,
        },
      };
    },
  };
}
