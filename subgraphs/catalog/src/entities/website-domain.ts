import { EntitySchema, OptionalProps } from '@mikro-orm/core';

/** A custom domain that serves a website (lower case, unique across all sites). */
export class WebsiteDomain {
  [OptionalProps]?: 'createdAt';
  domain!: string;
  websiteId!: string;
  createdAt = new Date();
}

export const WebsiteDomainSchema = new EntitySchema<WebsiteDomain>({
  class: WebsiteDomain,
  tableName: 'website_domain',
  properties: {
    domain: { type: 'text', primary: true },
    websiteId: { type: 'text' },
    createdAt: { type: 'datetime' },
  },
});
