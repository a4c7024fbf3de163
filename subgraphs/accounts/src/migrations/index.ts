import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261121000200_accounts_initial } from './Migration20261121000200_accounts_initial.ts';
import { Migration20261121120300_accounts_limits } from './Migration20261121120300_accounts_limits.ts';
import { Migration20261201000000_accounts_sign_up } from './Migration20261201000000_accounts_sign_up.ts';
import { Migration20261205000100_accounts_websites_moved } from './Migration20261205000100_accounts_websites_moved.ts';
import { Migration20261210000000_accounts_handoff_site } from './Migration20261210000000_accounts_handoff_site.ts';

/** Every migration of the accounts schema, oldest first. Never edit one that has landed: add another. */
export const accountsMigrations: MigrationObject[] = [
  { name: 'Migration20261121000200_accounts_initial', class: Migration20261121000200_accounts_initial },
  { name: 'Migration20261121120300_accounts_limits', class: Migration20261121120300_accounts_limits },
  { name: 'Migration20261201000000_accounts_sign_up', class: Migration20261201000000_accounts_sign_up },
  { name: 'Migration20261205000100_accounts_websites_moved', class: Migration20261205000100_accounts_websites_moved },
  { name: 'Migration20261210000000_accounts_handoff_site', class: Migration20261210000000_accounts_handoff_site },
];
