import type { OwnerRequest, SignedInOwner, SubgraphContext } from '@atelier/platform';
import type { CatalogLoaders } from './loaders.ts';
import type { StockPort } from './ports/stock-port.ts';
import type { PlanPort } from './ports/plan-port.ts';
import type { CatalogLimits } from './services/catalog-limits.ts';
import type { ThemeChecker } from './services/theme-check.ts';

/**
 * The request (its site, the visitor's unlock keys, cookies to set), its visitor as an owner, and
 * the catalog's dependencies: the subgraphs' one context shape (subgraphs/README.md).
 */
export interface Context extends SubgraphContext, OwnerRequest {
  /** Per-request batching of entity lookups. */
  loaders: CatalogLoaders;
  limits: CatalogLimits;
  /** The process's theme checks, each owner within their share of its workers. */
  themeChecks: ThemeChecker;
  /** Which items a shopper can buy now: stock is the cart's. */
  stock: StockPort;
  /** What the site's plan allows: billing's, read through the gateway when a gate asks. */
  plans: PlanPort;
  /** The signed-in owner (asked of accounts through the gateway once), for what is theirs on no one site; null when signed out. */
  signedInOwner(): Promise<SignedInOwner | null>;
}
