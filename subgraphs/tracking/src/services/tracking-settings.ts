import type { EntityManager } from '@mikro-orm/postgresql';
import { announceSiteChange } from '@atelier/platform';
import { TrackingSiteSetting } from '../entities/site-setting.ts';

export interface TrackingSettingsView {
  trackingEnabled: boolean;
  cookieBanner: boolean;
}

/** The site's settings, or the defaults (tracking on, no banner) when its owner never saved any. */
export async function trackingSettingsOf(em: EntityManager, siteId: string): Promise<TrackingSettingsView> {
  const row = await em.findOne(TrackingSiteSetting, { siteId }, { fields: ['trackingEnabled', 'cookieBanner'] });
  return { trackingEnabled: row?.trackingEnabled ?? true, cookieBanner: row?.cookieBanner ?? false };
}

/**
 * Saves the site's settings (its retention is left as it is). Every page draws them for its
 * script, and every process keeps them: the change is announced once written (its own statement,
 * committed), and answered once every process has forgotten.
 */
export async function saveTrackingSettings(
  em: EntityManager,
  siteId: string,
  input: TrackingSettingsView,
): Promise<TrackingSettingsView> {
  await em.execute(
    `insert into "tracking"."site_setting" ("site_id", "tracking_enabled", "cookie_banner") values (?, ?, ?)
     on conflict ("site_id") do update set "tracking_enabled" = excluded."tracking_enabled", "cookie_banner" = excluded."cookie_banner", "updated_at" = now()`,
    [siteId, input.trackingEnabled, input.cookieBanner],
  );
  await announceSiteChange(em, { kind: 'tracking', websiteId: siteId });
  return { trackingEnabled: input.trackingEnabled, cookieBanner: input.cookieBanner };
}
