import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261126150100_webhooks_initial } from './Migration20261126150100_webhooks_initial.ts';

/** Every migration of the webhooks schema, oldest first. Never edit one that has landed: add another. */
export const webhooksMigrations: MigrationObject[] = [
  { name: 'Migration20261126150100_webhooks_initial', class: Migration20261126150100_webhooks_initial },
];
