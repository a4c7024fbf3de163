import type { EntityManager } from '@mikro-orm/postgresql';
import type { RequestInfo } from '@atelier/platform';
import type { CatalogLoaders } from './loaders.ts';

export interface Context {
  em: EntityManager;
  loaders: CatalogLoaders;
  request: RequestInfo;
  /** Whether the signed-in visitor owns the request's site, once asked. */
  ownership?: Promise<boolean>;
}
