import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261126000100_billing_initial } from './Migration20261126000100_billing_initial.ts';
import { Migration20261127000100_billing_owner_notices } from './Migration20261127000100_billing_owner_notices.ts';

/** Every migration of the billing schema, oldest first. Never edit one that has landed: add another. */
export const billingMigrations: MigrationObject[] = [
  { name: 'Migration20261126000100_billing_initial', class: Migration20261126000100_billing_initial },
  { name: 'Migration20261127000100_billing_owner_notices', class: Migration20261127000100_billing_owner_notices },
];
