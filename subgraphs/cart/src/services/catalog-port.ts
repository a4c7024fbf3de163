import type { ProductTypeName, SubscriptionPlan } from '@atelier/commerce';
import { print } from 'graphql';
import { SITE_CALL_HEADER, signSiteCall } from '@atelier/platform';
import type { EntryAttribute } from '../entities/cart-entry.ts';
import { CartOfferDocument, type CartOfferQuery, type CartOfferQueryVariables } from './generated/operations.ts';

/** What the cart needs to know of a catalog item to put it in a cart. */
export interface Offer {
  itemId: string;
  /** The product's title, as an order line keeps it. */
  title: string;
  websiteId: string;
  productType: ProductTypeName;
  multipleQuantityAllowedForServices: boolean;
  /** The plan of a product sold as a subscription; null for any other product. */
  subscriptionPlan: SubscriptionPlan | null;
  variant: { id: string; sku: string; unitPriceCents: number; currency: string; attributes: EntryAttribute[]; weightGrams: number } | null;
}

/**
 * found: the item (variant null when the SKU names none of its variants); missing: no such item;
 * unavailable: the catalog cannot be asked just now (starting, restarting, unreachable), which the
 * shopper hears as "try again in a few seconds" rather than as an error of ours.
 */
export type OfferLookup = { status: 'found'; offer: Offer } | { status: 'missing' } | { status: 'unavailable'; reason: string };

export interface CatalogPort {
  findOffer(itemId: string, sku: string | null | undefined): Promise<OfferLookup>;
}

/** The port of the whole process: each lookup names the site it is for. */
export interface SiteCatalogPort {
  findOffer(itemId: string, sku: string | null | undefined, siteId: string | undefined): Promise<OfferLookup>;
}

const OFFER_QUERY = print(CartOfferDocument);

/**
 * Reads offers through the gateway, the catalog's public contract, so that the cart neither imports
 * the catalog's code nor knows where it runs.
 */
export function gatewayCatalogPort(gatewayUrl: string, secret: string): SiteCatalogPort {
  return {
    async findOffer(itemId, sku, siteId) {
      // A request for no site (a host that names none) can reach no item.
      if (!siteId) return { status: 'missing' };
      let response: Response;
      try {
        response = await fetch(gatewayUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true', [SITE_CALL_HEADER]: signSiteCall(secret, siteId) },
          body: JSON.stringify({ query: OFFER_QUERY, variables: { itemId, sku: sku ?? null } satisfies CartOfferQueryVariables }),
          signal: AbortSignal.timeout(5000),
        });
      } catch (error) {
        return { status: 'unavailable', reason: `gateway unreachable: ${(error as Error).message}` };
      }
      // While starting, the platform answers every request with a plain-text 503.
      if (response.status === 503 || response.status === 502 || response.status === 504) {
        return { status: 'unavailable', reason: `gateway answered ${response.status}` };
      }
      if (!response.headers.get('content-type')?.includes('json')) {
        throw new Error(`catalog lookup failed: HTTP ${response.status}, ${response.headers.get('content-type') ?? 'no content type'}`);
      }
      const body = (await response.json()) as { data?: CartOfferQuery; errors?: { message: string }[] };
      if (!response.ok || body.errors?.length || !body.data) {
        throw new Error(`catalog lookup failed (${response.status}): ${body.errors?.map((e) => e.message).join('; ') ?? 'no data'}`);
      }
      const { product, variantOf } = body.data;
      if (!product) return { status: 'missing' };
      return {
        status: 'found',
        offer: {
          itemId: product.id,
          title: product.title,
          websiteId: product.website.id,
          productType: product.productType,
          multipleQuantityAllowedForServices: product.website.storeSettings.multipleQuantityAllowedForServices,
          subscriptionPlan: product.isSubscribable && product.subscriptionPlan ? { billingPeriod: { ...product.subscriptionPlan.billingPeriod }, numBillingCycles: product.subscriptionPlan.numBillingCycles } : null,
          variant: variantOf && {
            id: variantOf.id,
            sku: variantOf.sku,
            currency: variantOf.priceMoney.currency,
            unitPriceCents: variantOf.onSale ? variantOf.salePrice : variantOf.price,
            attributes: variantOf.attributes,
            weightGrams: variantOf.weightGrams,
          },
        },
      };
    },
  };
}
