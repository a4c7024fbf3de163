import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261126120000_tracking_initial } from './Migration20261126120000_tracking_initial.ts';
import { Migration20261126130000_tracking_rollup_top_idx } from './Migration20261126130000_tracking_rollup_top_idx.ts';
import { Migration20261126140000_tracking_rollup_lookup_idx } from './Migration20261126140000_tracking_rollup_lookup_idx.ts';

/** Every migration of the tracking schema, oldest first. Never edit one that has landed: add another. */
export const trackingMigrations: MigrationObject[] = [
  { name: 'Migration20261126120000_tracking_initial', class: Migration20261126120000_tracking_initial },
  { name: 'Migration20261126130000_tracking_rollup_top_idx', class: Migration20261126130000_tracking_rollup_top_idx },
  { name: 'Migration20261126140000_tracking_rollup_lookup_idx', class: Migration20261126140000_tracking_rollup_lookup_idx },
];
