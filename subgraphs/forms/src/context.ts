import type { EntityManager } from '@mikro-orm/postgresql';
import type { Mailer } from '@atelier/platform';
import type { FormLimits } from './services/form-limits.ts';
import type { CaptchaGate } from '@atelier/forms/server';

export interface Context {
  em: EntityManager;
  /** The website the request is for (from its host); forms are read and stored for that site only. */
  siteId: string | undefined;
  clientAddress: string;
  limits: FormLimits;
  captcha: CaptchaGate;
  mailer: Mailer;
  /** The server secret: it seals the site's captcha secret keys. */
  secret: string;
  /** Whether the signed-in visitor owns the site of the request; asked once per request. */
  ownsSite(): Promise<boolean>;
  /** Whether the signed-in visitor is signed in at all (for NOT_SIGNED_IN rather than FORBIDDEN). */
  signedIn: boolean;
}
