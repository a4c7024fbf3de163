import type { EntityManager } from '@mikro-orm/postgresql';
import { announceSiteChange } from '@atelier/platform';
import { RESTOCK_DEFAULTS, RestockSetting } from '../entities/restock-setting.ts';

export interface RestockSettingsView {
  autoSend: boolean;
  captchaRequired: boolean;
}

/** The site's settings, or the defaults when its owner never saved any. */
export async function settingsOf(em: EntityManager, siteId: string): Promise<RestockSettingsView> {
  const row = await em.findOne(RestockSetting, { websiteId: siteId });
  return row ? { autoSend: row.autoSend, captchaRequired: row.captchaRequired } : { ...RESTOCK_DEFAULTS };
}

/**
 * Saves the site's settings. Its product pages draw whether a sign-up asks for a captcha, which
 * every process keeps: the change is announced once written (its own statement, committed).
 */
export async function saveSettings(
  em: EntityManager,
  siteId: string,
  input: RestockSettingsView,
): Promise<RestockSettingsView> {
  await em.execute(
    `insert into "restock"."site_setting" ("website_id", "auto_send", "captcha_required") values (?, ?, ?)
     on conflict ("website_id") do update set "auto_send" = excluded."auto_send", "captcha_required" = excluded."captcha_required", "updated_at" = now()`,
    [siteId, input.autoSend, input.captchaRequired],
  );
  await announceSiteChange(em, { kind: 'restock', websiteId: siteId });
  return { autoSend: input.autoSend, captchaRequired: input.captchaRequired };
}
