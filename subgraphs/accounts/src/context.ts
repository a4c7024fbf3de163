import type { SubgraphContext } from '@atelier/platform';
import type { LoginLimits } from './services/login-limits.ts';

/** The request (its session and client address) and the sign-in limits: the subgraphs' one context shape (subgraphs/README.md). */
export interface Context extends SubgraphContext {
  limits: LoginLimits;
}
