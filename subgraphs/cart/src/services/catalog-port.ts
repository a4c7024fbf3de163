import type { EntryAttribute } from '../entities/cart-entry.ts';
import type { ProductTypeName } from '@atelier/commerce';
import { fromDecimalString } from '@atelier/commerce';

/** What the cart needs to know of a catalog item to put it in a cart. */
export interface Offer {
  itemId: string;
  websiteId: string;
  productType: ProductTypeName;
  variant: { id: string; sku: string; unitPriceCents: number; currency: string; attributes: EntryAttribute[] } | null;
}

export interface CatalogPort {
  /** null when there is no such item; variant null when the SKU names none of its variants. */
  findOffer(itemId: string, sku: string | null | undefined): Promise<Offer | null>;
}

const OFFER_QUERY = /* GraphQL */ `
  query CartOffer($itemId: ID!, $sku: String) {
    product(id: $itemId) { id websiteId productType }
    variantOf(itemId: $itemId, sku: $sku) {
      id
      sku
      onSale
      priceMoney { value currency }
      salePriceMoney { value currency }
      attributes { name value }
    }
  }
`;

interface OfferResponse {
  data?: {
    product: { id: string; websiteId: string; productType: ProductTypeName } | null;
    variantOf: {
      id: string;
      sku: string;
      onSale: boolean;
      priceMoney: { value: string; currency: string };
      salePriceMoney: { value: string; currency: string };
      attributes: EntryAttribute[];
    } | null;
  };
  errors?: { message: string }[];
}

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
        body: JSON.stringify({ query: OFFER_QUERY, variables: { itemId, sku: sku ?? null } }),
        signal: AbortSignal.timeout(5000),
      });
      const body = (await response.json()) as OfferResponse;
      if (!response.ok || body.errors?.length || !body.data) {
        throw new Error(`catalog lookup failed (${response.status}): ${body.errors?.map((e) => e.message).join('; ') ?? 'no data'}`);
      }
      const { product, variantOf } = body.data;
      if (!product) return null;
      const money = variantOf ? (variantOf.onSale ? variantOf.salePriceMoney : variantOf.priceMoney) : null;
      const unitPriceCents = money ? fromDecimalString(money.value, money.currency) : undefined;
      if (money && unitPriceCents === undefined) throw new Error(`catalog sent a price that is not an amount: ${money.value}`);
      return {
        itemId: product.id,
        websiteId: product.websiteId,
        productType: product.productType,
        variant:
          variantOf && money && unitPriceCents !== undefined
            ? {
                id: variantOf.id,
                sku: variantOf.sku,
                currency: money.currency,
                unitPriceCents,
                attributes: variantOf.attributes,
              }
            : null,
      };
    },
  };
}
