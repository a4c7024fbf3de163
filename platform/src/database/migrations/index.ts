import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261121120000_platform_initial } from './Migration20261121120000_platform_initial.ts';

/** Migrations of the platform's own schema (server secrets). Never edit one that has landed: add another. */
export const platformMigrations: MigrationObject[] = [
  { name: 'Migration20261121120000_platform_initial', class: Migration20261121120000_platform_initial },
];
