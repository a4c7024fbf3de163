import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261126150000_partners_initial } from './Migration20261126150000_partners_initial.ts';

/** Every migration of the partners schema, oldest first. Never edit one that has landed: add another. */
export const partnersMigrations: MigrationObject[] = [
  { name: 'Migration20261126150000_partners_initial', class: Migration20261126150000_partners_initial },
];
