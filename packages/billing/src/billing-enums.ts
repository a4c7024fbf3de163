/**
 * SPEC section 3's billing enumerations, with the numbers the spec gives them. One definition for
 * the billing subgraph, the other subgraphs' gates and the dashboard.
 */

export const BILLING_PRODUCT_TYPES = [
  'website',
  'domain',
  'google-apps',
  'getty-image',
  'campaigns',
  'scheduling',
  'member-areas',
] as const;
export type BillingProductType = (typeof BILLING_PRODUCT_TYPES)[number];

/** The add-ons: every billing product type but the website itself. */
export const ADD_ON_TYPES = BILLING_PRODUCT_TYPES.filter(
  (type): type is Exclude<BillingProductType, 'website'> => type !== 'website',
);
export type AddOnType = (typeof ADD_ON_TYPES)[number];

export const PRODUCT_LINES = [
  'cover_page',
  'classic',
  'commerce',
  'enterprise',
  'domain',
  'parking-page',
  'google-apps',
  'campaigns',
  'scheduling',
  'member-areas',
] as const;
export type ProductLine = (typeof PRODUCT_LINES)[number];

export const WebsiteType = { CLASSIC: 1, COVER_PAGE: 2, PARKING_PAGE: 3, COMMERCE: 4, ENTERPRISE: 5 } as const;
export type WebsiteTypeName = keyof typeof WebsiteType;

/** The spec's labels; an enterprise site is labelled as a website. */
export const WEBSITE_TYPE_LABELS: Record<WebsiteTypeName, string> = {
  CLASSIC: 'Website',
  COVER_PAGE: 'Cover Page',
  PARKING_PAGE: 'Parked Domain',
  COMMERCE: 'Commerce',
  ENTERPRISE: 'Website',
};

export const BillingStatus = {
  FREE: 1,
  LINKED: 2,
  SUBSCRIBED: 3,
  TRIAL: 4,
  RESOLD: 5,
  RESOLD_GRACE_PERIOD: 6,
} as const;
export type BillingStatusName = keyof typeof BillingStatus;

export const StatusConstants = {
  EXPIRED: 1,
  PASTDUE: 2,
  TRIAL: 3,
  BETA: 4,
  REMOVED: 5,
  INTERNAL: 6,
  COMPED: 7,
  PAID: 8,
  V5_LINKED: 11,
  ACTIVE_PARKING_PAGE: 12,
  RESOLD: 13,
  RESOLD_GRACE_PERIOD: 14,
  ENTERPRISE: 15,
} as const;
export type StatusConstantName = keyof typeof StatusConstants;

/** The site status values of section 3, as a site's billing record stores them. */
export const SITE_STATUSES = ['expired', 'trial', 'pastdue', 'paid', 'resold grace period', 'internal'] as const;
export type SiteStatus = (typeof SITE_STATUSES)[number];

/** The statuses that name a site billing status string (section 3): internal has none. */
export const MESSAGE_STATUSES = ['EXPIRED', 'TRIAL', 'PASTDUE', 'PAID', 'RESOLD_GRACE_PERIOD'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

export const SITE_BILLING_PREFIXES = ['WEBSITE_', 'COVER_PAGE_', 'COMMERCE_'] as const;
export type SiteBillingPrefix = (typeof SITE_BILLING_PREFIXES)[number];
export type SiteBillingStatus = `${SiteBillingPrefix}${MessageStatus}`;

/** Every site billing status string: WEBSITE_EXPIRED … COMMERCE_RESOLD_GRACE_PERIOD. */
export const SITE_BILLING_STATUSES: SiteBillingStatus[] = SITE_BILLING_PREFIXES.flatMap((prefix) =>
  MESSAGE_STATUSES.map((status) => `${prefix}${status}` as SiteBillingStatus),
);

const MESSAGE_STATUS_OF: Record<SiteStatus, MessageStatus | null> = {
  expired: 'EXPIRED',
  trial: 'TRIAL',
  pastdue: 'PASTDUE',
  paid: 'PAID',
  'resold grace period': 'RESOLD_GRACE_PERIOD',
  internal: null,
};

const PREFIX_OF: Record<WebsiteTypeName, SiteBillingPrefix> = {
  CLASSIC: 'WEBSITE_',
  ENTERPRISE: 'WEBSITE_',
  PARKING_PAGE: 'WEBSITE_',
  COVER_PAGE: 'COVER_PAGE_',
  COMMERCE: 'COMMERCE_',
};

/** A site's billing status string, or null for a status that has none (internal). */
export function siteBillingStatusOf(websiteType: WebsiteTypeName, status: SiteStatus): SiteBillingStatus | null {
  const messageStatus = MESSAGE_STATUS_OF[status];
  return messageStatus ? `${PREFIX_OF[websiteType]}${messageStatus}` : null;
}
