import type { Mailer, SubgraphContext } from '@atelier/platform';
import type { CaptchaGate } from '@atelier/forms/server';
import type { Owner } from './entities/owner.ts';
import type { LoginLimits } from './services/login-limits.ts';
import type { AccountLimits } from './services/account-limits.ts';

/**
 * The request (its session, client address, site and origin) and the accounts' dependencies: the
 * sign-in and sign-up limits, the built-in captcha, the mailer and the question of which websites
 * the owner owns. The subgraphs' one context shape
 * (subgraphs/README.md).
 */
export interface Context extends SubgraphContext {
  limits: LoginLimits & AccountLimits;
  captcha: CaptchaGate;
  mailer: Mailer;
  /** The owner of the request's session, looked up once per request; null when signed out. */
  sessionOwner(): Promise<Owner | null>;
  /** Whether the session's owner owns this website (the catalog's to say, asked through the gateway). */
  ownsWebsite(websiteId: string): Promise<boolean>;
}
