import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261122000200_restock_initial } from './Migration20261122000200_restock_initial.ts';

/** Every migration of the restock schema, oldest first. Never edit one that has landed: add another. */
export const restockMigrations: MigrationObject[] = [{ name: 'Migration20261122000200_restock_initial', class: Migration20261122000200_restock_initial }];
