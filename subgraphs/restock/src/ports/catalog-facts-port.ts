import { print } from 'graphql';
import { callGatewayAsSite } from '@atelier/platform';
import {
  RestockSignUpFactsDocument,
  RestockVariantFactsDocument,
  type RestockSignUpFactsQuery,
  type RestockVariantFactsQuery,
} from './generated/operations.ts';

export type SignUpFacts = RestockSignUpFactsQuery;
export type VariantFacts = NonNullable<RestockVariantFactsQuery['variants'][number]>;

/** What restock reads of the catalog (products, settings) and the cart (stock), as the site. */
export interface CatalogFactsPort {
  signUpFacts(siteId: string, variantId: string): Promise<SignUpFacts>;
  /** The site's title and these variants (those of the site; at most 1000 a call). */
  variantFacts(
    siteId: string,
    variantIds: readonly string[],
  ): Promise<{ siteTitle: string; variants: Map<string, VariantFacts> }>;
}

const SIGN_UP_FACTS = print(RestockSignUpFactsDocument);
const VARIANT_FACTS = print(RestockVariantFactsDocument);
const BATCH = 1000;

export function gatewayCatalogFacts(gatewayUrl: string, secret: string): CatalogFactsPort {
  return {
    signUpFacts: (siteId, variantId) =>
      callGatewayAsSite<SignUpFacts>({ gatewayUrl, secret, siteId, query: SIGN_UP_FACTS, variables: { variantId } }),
    async variantFacts(siteId, variantIds) {
      const variants = new Map<string, VariantFacts>();
      let siteTitle = '';
      for (let start = 0; start < variantIds.length; start += BATCH) {
        const ids = variantIds.slice(start, start + BATCH);
        const data = await callGatewayAsSite<RestockVariantFactsQuery>({
          gatewayUrl,
          secret,
          siteId,
          query: VARIANT_FACTS,
          variables: { ids },
        });
        siteTitle = data.site?.title ?? siteTitle;
        for (const variant of data.variants) if (variant) variants.set(variant.id, variant);
      }
      return { siteTitle, variants };
    },
  };
}
