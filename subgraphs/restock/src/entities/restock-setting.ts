import { EntitySchema } from '@mikro-orm/core';

/** A site's restock settings; a site without a row has the defaults. */
export class RestockSetting {
  websiteId!: string;
  autoSend = true;
  captchaRequired = false;
  updatedAt = new Date();
}

export const RESTOCK_DEFAULTS = { autoSend: true, captchaRequired: false } as const;

export const RestockSettingSchema = new EntitySchema<RestockSetting>({
  class: RestockSetting,
  tableName: 'site_setting',
  properties: {
    websiteId: { type: 'text', primary: true },
    autoSend: { type: 'boolean' },
    captchaRequired: { type: 'boolean' },
    updatedAt: { type: 'datetime' },
  },
});
