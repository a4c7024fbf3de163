import { EntitySchema, OptionalProps } from '@mikro-orm/core';

export class Website {
  [OptionalProps]?:
    | 'selectedCurrency'
    | 'locale'
    | 'timeZone'
    | 'multipleQuantityAllowedForServices'
    | 'useCldrMoneyFormat'
    | 'theme'
    | 'blockFields'
    | 'merchandising'
    | 'createdAt'
    | 'homeCollectionId'
    | 'faviconImageId'
    | 'ownerId'
    | 'shareButtons'
    | 'cspOrigins';
  id!: string;
  slug!: string;
  title!: string;
  selectedCurrency = 'USD';
  locale = 'en-US';
  timeZone = 'America/New_York';
  multipleQuantityAllowedForServices = true;
  useCldrMoneyFormat = true;
  /** A shipped theme by name, or the id of a theme the owner imported (theme table). */
  theme = 'atelier';
  /** Owner content of the theme's block fields, by field id. */
  blockFields: Record<string, string> = {};
  /** Merchandising settings as stored (read through readMerchandisingSettings / readProductMerchandising). */
  merchandising: Record<string, unknown> = {};
  createdAt = new Date();
  /** The collection `/` shows; null: the first of the main navigation. */
  homeCollectionId: string | null = null;
  /** An uploaded image of the site served as /favicon.ico; null: Atelier's icon. */
  faviconImageId: string | null = null;
  /** The owner (accounts) it belongs to; null for a site no owner has (none is made so, but the column allows it). */
  ownerId: string | null = null;
  /** The share buttons items show (shareButtonOptions): services of packages/site SHARE_SERVICES. */
  shareButtons: string[] = [];
  /** Origins the owner allows the site's pages to load from, each for one CSP directive (packages/theme checkOwnerOrigins). */
  cspOrigins: { directive: string; origin: string }[] = [];
}

export const WebsiteSchema = new EntitySchema<Website>({
  class: Website,
  tableName: 'website',
  properties: {
    id: { type: 'text', primary: true },
    slug: { type: 'text', unique: true },
    title: { type: 'text' },
    selectedCurrency: { type: 'text' },
    locale: { type: 'text' },
    timeZone: { type: 'text' },
    multipleQuantityAllowedForServices: { type: 'boolean' },
    useCldrMoneyFormat: { type: 'boolean', fieldName: 'use_cldr_money_format' },
    theme: { type: 'text' },
    blockFields: { type: 'json' },
    merchandising: { type: 'json' },
    createdAt: { type: 'datetime' },
    homeCollectionId: { type: 'text', nullable: true },
    faviconImageId: { type: 'text', nullable: true },
    ownerId: { type: 'text', nullable: true },
    shareButtons: { type: 'text[]' },
    cspOrigins: { type: 'json', fieldName: 'csp_origins' },
  },
});
