import { entitlementFromApi, type Entitlement } from '@atelier/billing';
import type { ProductTypeName, SubscriptionPlan } from '@atelier/commerce';
import { print } from 'graphql';
import { askGatewayAsSite } from '@atelier/platform';
import type { EntryAttribute } from '../entities/cart-entry.ts';
import {
  CartOfferDocument,
  CartOfferFormDocument,
  CartOrderVariantsDocument,
  CartStoreCurrencyDocument,
  type CartOfferFormQuery,
  type CartOfferFormQueryVariables,
  type CartOfferQuery,
  type CartOfferQueryVariables,
  type CartOrderVariantsQuery,
  type CartOrderVariantsQueryVariables,
  type CartStoreCurrencyQuery,
  type CartVariantFieldsFragment,
} from './generated/operations.ts';

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
  /** The definition (JSON) of the product's additional-fields form, whose answers an entry must hold; null without one, or when not asked for. */
  additionalFieldsForm: string | null;
  variant: {
    id: string;
    sku: string;
    unitPriceCents: number;
    currency: string;
    attributes: EntryAttribute[];
    weightGrams: number;
  } | null;
}

/**
 * found: the item (variant null when the SKU names none of its variants); missing: no such item;
 * unavailable: the catalog cannot be asked just now (starting, restarting, unreachable), which the
 * shopper hears as "try again in a few seconds" rather than as an error of ours.
 */
export type OfferLookup =
  | { status: 'found'; offer: Offer }
  | { status: 'missing' }
  | { status: 'unavailable'; reason: string };

/** A variant of the site as the catalog has it now: its price and weight, and what it is a variant of. */
export interface CatalogVariant {
  id: string;
  itemId: string;
  sku: string;
  /** The product's title, as an order line keeps it. */
  title: string;
  /** Archived products are off the storefront and out of new orders. */
  archived: boolean;
  unitPriceCents: number;
  currency: string;
  weightGrams: number;
  /** The product's type (GIFT_CARD needs the plan's gift cards). */
  productType: string;
}

/** Whether the store takes orders, and what its plan allows (billing's answer, asked in the same request). */
export interface StoreStanding {
  servesVisitors: boolean;
  entitlement: Entitlement | null;
}

/** The site's variants among those asked, by id (one not there is none of the site's), or unavailable as for OfferLookup. */
export type VariantsLookup =
  | { status: 'found'; variants: ReadonlyMap<string, CatalogVariant>; store: StoreStanding }
  | { status: 'unavailable'; reason: string };

/** What to read with an offer: its form's definition only where the caller checks answers against it. */
export interface OfferOptions {
  withForm: boolean;
}

export interface CatalogPort {
  findOffer(itemId: string, sku: string | null | undefined, options: OfferOptions): Promise<OfferLookup>;
  /**
   * The site's variants among those asked, with today's prices, in one request however many:
   * placing an order asks once for all its entries, an owner's stock change for all its variants.
   */
  findVariants(variantIds: readonly string[]): Promise<VariantsLookup>;
  /** The store's currency (what a donation is given in), or unavailable; missing for a site the catalog does not know. */
  storeCurrency(): Promise<CurrencyLookup>;
}

export type CurrencyLookup =
  | { status: 'found'; currency: string }
  | { status: 'missing' }
  | { status: 'unavailable'; reason: string };

/** The currency of the catalog's answer for the site. */
export const currencyOf = (answer: CartStoreCurrencyQuery): CurrencyLookup =>
  answer.site ? { status: 'found', currency: answer.site.storeSettings.selectedCurrency } : { status: 'missing' };

/** The port of the whole process: each lookup names the site it is for. */
export interface SiteCatalogPort {
  findOffer(
    itemId: string,
    sku: string | null | undefined,
    options: OfferOptions,
    siteId: string | undefined,
  ): Promise<OfferLookup>;
  findVariants(variantIds: readonly string[], siteId: string | undefined): Promise<VariantsLookup>;
  storeCurrency(siteId: string | undefined): Promise<CurrencyLookup>;
}

/** The port as a request's services use it: every lookup for the request's site. */
export const catalogOfSite = (port: SiteCatalogPort, siteId: string | undefined): CatalogPort => ({
  findOffer: (itemId, sku, options) => port.findOffer(itemId, sku, options, siteId),
  findVariants: (variantIds) => port.findVariants(variantIds, siteId),
  storeCurrency: () => port.storeCurrency(siteId),
});

const OFFER_QUERY = print(CartOfferDocument);
const FORM_QUERY = print(CartOfferFormDocument);
const ORDER_VARIANTS_QUERY = print(CartOrderVariantsDocument);
export const STORE_CURRENCY_QUERY = print(CartStoreCurrencyDocument);

/** The offer of a CartOffer answer (the catalog's product and variant) with its form's definition, when read. */
export function offerOf({ product, variantOf }: CartOfferQuery, additionalFieldsForm: string | null): OfferLookup {
  if (!product) return { status: 'missing' };
  return {
    status: 'found',
    offer: {
      itemId: product.id,
      title: product.title,
      websiteId: product.website.id,
      productType: product.productType,
      multipleQuantityAllowedForServices: product.website.storeSettings.multipleQuantityAllowedForServices,
      subscriptionPlan:
        product.isSubscribable && product.subscriptionPlan
          ? {
              billingPeriod: { ...product.subscriptionPlan.billingPeriod },
              numBillingCycles: product.subscriptionPlan.numBillingCycles,
            }
          : null,
      additionalFieldsForm,
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
}

/** The site's variants of an answer, by id (null entries, not the site's, left out). */
export function variantsOf(answer: readonly (CartVariantFieldsFragment | null)[]): Map<string, CatalogVariant> {
  const variants = new Map<string, CatalogVariant>();
  for (const variant of answer) {
    if (!variant) continue;
    variants.set(variant.id, {
      id: variant.id,
      itemId: variant.product.id,
      sku: variant.sku,
      title: variant.product.title,
      archived: variant.product.archived,
      unitPriceCents: variant.onSale ? variant.salePrice : variant.price,
      currency: variant.priceMoney.currency,
      weightGrams: variant.weightGrams,
      productType: variant.product.productType,
    });
  }
  return variants;
}

/** The store's standing from billing's fields of the site; a site the catalog does not know serves no one. */
export function standingOf(site: CartOrderVariantsQuery['site']): StoreStanding {
  return {
    servesVisitors: site?.servesVisitors ?? false,
    entitlement: site ? entitlementFromApi(site.planEntitlement) : null,
  };
}

/** What a lookup of no variants (or for no site) answers, without a question. */
export const NO_VARIANTS: VariantsLookup = {
  status: 'found',
  variants: new Map(),
  store: { servesVisitors: true, entitlement: null },
};

/**
 * Reads offers through the gateway, the catalog's public contract, so that the cart neither imports
 * the catalog's code nor knows where it runs. A product with an additional-fields form is read with
 * the form's definition (a second question, to the forms subgraph) only when the caller checks
 * answers; an order's variants are priced in one question whatever their number. Used when commerce
 * does not know the catalog's own address (distributed mode); else catalog-subgraph-port.ts.
 */
export function gatewayCatalogPort(gatewayUrl: string, secret: string): SiteCatalogPort {
  return {
    async findOffer(itemId, sku, { withForm }, siteId) {
      // A request for no site (a host that names none) can reach no item.
      if (!siteId) return { status: 'missing' };
      const answer = await askGatewayAsSite<CartOfferQuery>({
        gatewayUrl,
        secret,
        siteId,
        query: OFFER_QUERY,
        variables: { itemId, sku: sku ?? null } satisfies CartOfferQueryVariables,
      });
      if (answer.status === 'unavailable') return answer;
      const formId = answer.data.product?.additionalFieldsFormId;
      let additionalFieldsForm: string | null = null;
      if (withForm && formId) {
        const form = await askGatewayAsSite<CartOfferFormQuery>({
          gatewayUrl,
          secret,
          siteId,
          query: FORM_QUERY,
          variables: { ids: [formId] } satisfies CartOfferFormQueryVariables,
        });
        if (form.status === 'unavailable') return form;
        additionalFieldsForm = form.data.forms[0]?.definitionJson ?? null;
      }
      return offerOf(answer.data, additionalFieldsForm);
    },
    async findVariants(variantIds, siteId) {
      // A request for no site can reach no variant; an empty list needs no question.
      if (!siteId || !variantIds.length) return NO_VARIANTS;
      const answer = await askGatewayAsSite<CartOrderVariantsQuery>({
        gatewayUrl,
        secret,
        siteId,
        query: ORDER_VARIANTS_QUERY,
        variables: { ids: [...new Set(variantIds)] } satisfies CartOrderVariantsQueryVariables,
      });
      if (answer.status === 'unavailable') return answer;
      return { status: 'found', variants: variantsOf(answer.data.variants), store: standingOf(answer.data.site) };
    },
    async storeCurrency(siteId) {
      if (!siteId) return { status: 'missing' };
      const answer = await askGatewayAsSite<CartStoreCurrencyQuery>({
        gatewayUrl,
        secret,
        siteId,
        query: STORE_CURRENCY_QUERY,
        variables: {},
      });
      return answer.status === 'unavailable' ? answer : currencyOf(answer.data);
    },
  };
}
