import type { EntityManager } from '@mikro-orm/postgresql';
import type { CookieInstruction } from '@atelier/platform';
import type { CartLoaders } from './loaders.ts';
import type { CartLimits } from './services/cart-limits.ts';
import type { CatalogPort } from './services/catalog-port.ts';
import type { StockOwnerPort } from './services/stock-owner-port.ts';

export interface Context {
  em: EntityManager;
  loaders: CartLoaders;
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
  setCookie(instruction: CookieInstruction): void;
}
