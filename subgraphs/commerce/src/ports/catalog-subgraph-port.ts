import { print } from 'graphql';
import { callSubgraphAsSite, type SubgraphEndpoint } from '@atelier/platform';
import {
  currencyOf,
  NO_VARIANTS,
  offerOf,
  STORE_CURRENCY_QUERY,
  standingOf,
  variantsOf,
  type OfferLookup,
  type SiteCatalogPort,
  type VariantsLookup,
} from './catalog-port.ts';
import {
  CartCatalogVariantsDocument,
  CartOfferDocument,
  CartOfferFormDocument,
  type CartCatalogVariantsQuery,
  type CartCatalogVariantsQueryVariables,
  type CartOfferFormQuery,
  type CartOfferFormQueryVariables,
  type CartOfferQuery,
  type CartOfferQueryVariables,
  type CartOrderVariantsQuery,
  type CartStoreCurrencyQuery,
} from './generated/operations.ts';

const OFFER_QUERY = print(CartOfferDocument);
const FORM_QUERY = print(CartOfferFormDocument);
const VARIANTS_QUERY = print(CartCatalogVariantsDocument);
/**
 * Billing's part of a site as the gateway would ask it (an entity by its key): not a query of the
 * public API, so it is written here rather than in catalog.graphql, whose documents codegen checks
 * against the composed API. tests/hot-path-counts.test.ts runs it against billing.
 */
const STANDING_QUERY = `query CartStoreStanding($representations: [_Any!]!) {
  _entities(representations: $representations) {
    ... on Website { id servesVisitors planEntitlement { status planId addOns } }
  }
}`;
type StandingAnswer = { _entities: CartOrderVariantsQuery['site'][] };

/** Where the subgraphs a lookup reads are, when the process knows: all three, or the gateway is asked. */
export type SubgraphEndpoints = (name: 'catalog' | 'forms' | 'billing') => SubgraphEndpoint | undefined;

/**
 * Reads offers and prices from the subgraphs that own them, asked directly as the gateway would ask
 * them for a site's signed call, without the gateway's hop: an add asks the catalog once (and forms
 * once for a product with a form whose answers it checks), an order asks the catalog once for all
 * its entries and billing once for the store's standing. The questions and their answers are the
 * gateway port's (the same documents, shaped by the same functions), so both ports answer alike;
 * where the process does not know the subgraphs' addresses (distributed mode) the gateway is asked.
 * Prices are the catalog's of the moment: nothing is kept between requests.
 */
export function subgraphCatalogPort(endpoints: SubgraphEndpoints, throughGateway: SiteCatalogPort): SiteCatalogPort {
  return {
    async findOffer(itemId, sku, options, siteId): Promise<OfferLookup> {
      const catalog = endpoints('catalog');
      const forms = endpoints('forms');
      if (!catalog || !forms) return throughGateway.findOffer(itemId, sku, options, siteId);
      if (!siteId) return { status: 'missing' };
      const answer = await callSubgraphAsSite<CartOfferQuery>({
        ...catalog,
        siteId,
        query: OFFER_QUERY,
        variables: { itemId, sku: sku ?? null } satisfies CartOfferQueryVariables,
      });
      if (answer.status === 'unavailable') return answer;
      const formId = answer.data.product?.additionalFieldsFormId;
      let additionalFieldsForm: string | null = null;
      if (options.withForm && formId) {
        const form = await callSubgraphAsSite<CartOfferFormQuery>({
          ...forms,
          siteId,
          query: FORM_QUERY,
          variables: { ids: [formId] } satisfies CartOfferFormQueryVariables,
        });
        if (form.status === 'unavailable') return form;
        additionalFieldsForm = form.data.forms[0]?.definitionJson ?? null;
      }
      return offerOf(answer.data, additionalFieldsForm);
    },
    async findVariants(variantIds, siteId): Promise<VariantsLookup> {
      const catalog = endpoints('catalog');
      const billing = endpoints('billing');
      if (!catalog || !billing) return throughGateway.findVariants(variantIds, siteId);
      if (!siteId || !variantIds.length) return NO_VARIANTS;
      const answer = await callSubgraphAsSite<CartCatalogVariantsQuery>({
        ...catalog,
        siteId,
        query: VARIANTS_QUERY,
        variables: { ids: [...new Set(variantIds)] } satisfies CartCatalogVariantsQueryVariables,
      });
      if (answer.status === 'unavailable') return answer;
      const variants = variantsOf(answer.data.variants);
      // As the gateway's plan: billing is asked of a site the catalog knows, after the catalog.
      if (!answer.data.site) return { status: 'found', variants, store: standingOf(null) };
      const standing = await callSubgraphAsSite<StandingAnswer>({
        ...billing,
        siteId,
        query: STANDING_QUERY,
        variables: { representations: [{ __typename: 'Website', id: answer.data.site.id }] },
      });
      if (standing.status === 'unavailable') return standing;
      return { status: 'found', variants, store: standingOf(standing.data._entities[0] ?? null) };
    },
    async storeCurrency(siteId) {
      const catalog = endpoints('catalog');
      if (!catalog) return throughGateway.storeCurrency(siteId);
      if (!siteId) return { status: 'missing' };
      const answer = await callSubgraphAsSite<CartStoreCurrencyQuery>({
        ...catalog,
        siteId,
        query: STORE_CURRENCY_QUERY,
        variables: {},
      });
      return answer.status === 'unavailable' ? answer : currencyOf(answer.data);
    },
  };
}
