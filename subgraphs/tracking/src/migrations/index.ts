import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261126120000_tracking_initial } from './Migration20261126120000_tracking_initial.ts';

/** Every migration of the tracking schema, oldest first. Never edit one that has landed: add another. */
export const trackingMigrations: MigrationObject[] = [
  { name: 'Migration20261126120000_tracking_initial', class: Migration20261126120000_tracking_initial },
];
