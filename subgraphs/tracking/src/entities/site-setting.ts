import { EntitySchema, OptionalProps } from '@mikro-orm/core';

/** A site's tracking settings; a site without a row has the defaults (tracking on, no banner, default retention). */
export class TrackingSiteSetting {
  [OptionalProps]?: 'trackingEnabled' | 'cookieBanner' | 'retentionDays' | 'updatedAt';
  siteId!: string;
  trackingEnabled = true;
  cookieBanner = false;
  /** Days raw events are kept; null: the server's default (ATELIER_TRACKING_RETENTION_DAYS). */
  retentionDays: number | null = null;
  updatedAt = new Date();
}

export const TrackingSiteSettingSchema = new EntitySchema<TrackingSiteSetting>({
  class: TrackingSiteSetting,
  tableName: 'site_setting',
  properties: {
    siteId: { type: 'text', primary: true },
    trackingEnabled: { type: 'boolean' },
    cookieBanner: { type: 'boolean' },
    retentionDays: { type: 'integer', nullable: true },
    updatedAt: { type: 'datetime' },
  },
});
