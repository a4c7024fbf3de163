import { ClientErrorGroupSchema } from './client-error-group.ts';
import { DailySaltSchema } from './daily-salt.ts';
import { TrackingEventSchema } from './event.ts';
import { RollupRowSchema } from './rollup.ts';
import { TrackingSiteSettingSchema } from './site-setting.ts';

/** The tracking schema's entities; events, roll-ups and error groups are written in SQL (batched inserts, upserts). */
export const trackingEntities = [
  TrackingEventSchema,
  DailySaltSchema,
  RollupRowSchema,
  ClientErrorGroupSchema,
  TrackingSiteSettingSchema,
];
