import type { Mailer, OwnerRequest, SubgraphContext } from '@atelier/platform';
import type { CartLoaders, StockOfVariant } from './loaders.ts';
import type { CartLimits } from './services/cart/cart-limits.ts';
import type { CatalogPort } from './ports/catalog-port.ts';
import type { CartPricingMemo } from './services/checkout/cart-pricing-memo.ts';
import type { PaymentProvider } from '@atelier/commerce/server';

/**
 * The request (its site: carts, orders and stock are of that site only; the visitor's cart
 * tokens, as the gateway read them from their cookies), its visitor as an owner, and the cart's
 * dependencies: the subgraphs' one context shape (subgraphs/README.md).
 */
export interface Context extends SubgraphContext, OwnerRequest {
  loaders: CartLoaders;
  /** The stock of the variants the gateway asked to resolve, read in one batch before execution. */
  stockOfReferences: ReadonlyMap<string, StockOfVariant | null>;
  /** The catalog, through the gateway, for the request's site. */
  catalog: CatalogPort;
  limits: CartLimits;
  /** Each cart priced once per request. */
  pricing: CartPricingMemo;
  payments: PaymentProvider;
  mailer: Mailer;
  secret: string;
}
