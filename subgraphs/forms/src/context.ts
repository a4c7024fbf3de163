import type { Mailer, OwnerRequest, SubgraphContext } from '@atelier/platform';
import type { CaptchaGate } from '@atelier/forms/server';
import type { FormLimits } from './services/form-limits.ts';

/**
 * The request (its site: forms are read and stored for that site only), its visitor as an owner,
 * and the forms' dependencies: the subgraphs' one context shape (subgraphs/README.md).
 */
export interface Context extends SubgraphContext, OwnerRequest {
  limits: FormLimits;
  captcha: CaptchaGate;
  mailer: Mailer;
  /** The server secret: it seals the site's captcha secret keys. */
  secret: string;
}
