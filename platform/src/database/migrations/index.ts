import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261121120000_platform_initial } from './Migration20261121120000_platform_initial.ts';
import { Migration20261122000000_platform_outbox } from './Migration20261122000000_platform_outbox.ts';
import { Migration20261126150000_platform_webhook_event } from './Migration20261126150000_platform_webhook_event.ts';

/** Migrations of the platform's own schema (server secrets, the mail outbox, the webhook outbox). Never edit one that has landed: add another. */
export const platformMigrations: MigrationObject[] = [
  { name: 'Migration20261121120000_platform_initial', class: Migration20261121120000_platform_initial },
  { name: 'Migration20261122000000_platform_outbox', class: Migration20261122000000_platform_outbox },
  { name: 'Migration20261126150000_platform_webhook_event', class: Migration20261126150000_platform_webhook_event },
];
