import type { EntityManager } from '@mikro-orm/postgresql';
import type { CookieInstruction } from '@atelier/platform';
import type { CartLoaders, StockOfVariant } from './loaders.ts';
import type { CartLimits } from './services/cart-limits.ts';
import type { CatalogPort } from './services/catalog-port.ts';
import type { StockOwnerPort } from './services/stock-owner-port.ts';
import type { CartPricingMemo } from './services/cart-pricing-memo.ts';
import type { PaymentProvider } from './payments/payment-provider.ts';
import type { Mailer } from '@atelier/platform';

export interface Context {
  em: EntityManager;
  loaders: CartLoaders;
  /** The stock of the variants the gateway asked to resolve, read in one batch before execution. */
  stockOfReferences: ReadonlyMap<string, StockOfVariant | null>;
  catalog: CatalogPort;
  limits: CartLimits;
  /** The visitor's cart token, as the gateway read it from the cart cookie. */
  cartToken: string | undefined;
  /** The express-checkout cart's token, from its own cookie. */
  expressCartToken: string | undefined;
  /** The client's address as the gateway saw it; 'unknown' when not told. */
  clientAddress: string;
  /** The website the request is for (from its host); carts and adds are of that site only. */
  siteId: string | undefined;
  /** The signed-in visitor's session, for owner changes (stock). */
  sessionToken: string | undefined;
  owners: StockOwnerPort;
  /** The site's address as the visitor used it (for links in mail). */
  siteOrigin: string | undefined;
  /** Each cart priced once per request. */
  pricing: CartPricingMemo;
  payments: PaymentProvider;
  mailer: Mailer;
  secret: string;
  /** Whether a session came with the request, and whether its owner owns the site (asked once). */
  signedIn: boolean;
  ownsSite(): Promise<boolean>;
  setCookie(instruction: CookieInstruction): void;
}
