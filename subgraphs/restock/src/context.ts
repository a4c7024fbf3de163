import type { EntityManager } from '@mikro-orm/postgresql';
import type { CaptchaGate } from '@atelier/forms/server';
import type { JobTrigger } from '@atelier/platform';
import type { CatalogFactsPort } from './ports/catalog-facts-port.ts';
import type { RestockLimits } from './services/restock-limits.ts';

export interface Context {
  em: EntityManager;
  /** The website the request is for (from its host). */
  siteId: string | undefined;
  /** The origin the visitor reached the site on; notices link back there. */
  siteOrigin: string | undefined;
  clientAddress: string;
  secret: string;
  limits: RestockLimits;
  captcha: CaptchaGate;
  catalog: CatalogFactsPort;
  jobs: JobTrigger;
  signedIn: boolean;
  /** Whether the signed-in visitor owns the site of the request; asked once per request. */
  ownsSite(): Promise<boolean>;
}
