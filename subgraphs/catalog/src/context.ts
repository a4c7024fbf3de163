import type { EntityManager } from '@mikro-orm/postgresql';
import type { CatalogLoaders } from './loaders.ts';

export interface Context {
  em: EntityManager;
  loaders: CatalogLoaders;
}
