import { Features, type Feature, type Limit } from './features.ts';
import type { ProductLine, WebsiteTypeName } from './billing-enums.ts';

export type BillingInterval = 'MONTHLY' | 'YEARLY';
export const BILLING_INTERVALS: BillingInterval[] = ['MONTHLY', 'YEARLY'];

/** A named feature set (SPEC section 3): what a site on this plan may do, and what it costs. */
export interface Plan {
  /** The feature-set id, stable: subscriptions and URLs name it. */
  id: string;
  planDisplayName: string;
  productLine: ProductLine;
  websiteType: WebsiteTypeName;
  features: readonly Feature[];
  /** Each counted limit; null is unlimited. */
  limits: Readonly<Record<Limit, number | null>>;
  /** Prices before tax, in minor units of BILLING_CURRENCY, per interval. */
  prices: Readonly<Record<BillingInterval, number>>;
  /** A commerce transaction fee, in basis points of each order's total (0 for none). */
  transactionFeeBasisPoints: number;
}

/** Plans are charged in US dollars, whatever the site's store currency. */
export const BILLING_CURRENCY = 'USD';

const WEBSITE_BASICS: Feature[] = ['COMMERCE', 'FORMS', 'CUSTOM_DOMAINS', 'ANALYTICS', 'RESTOCK_NOTIFICATIONS'];
const BUSINESS: Feature[] = [...WEBSITE_BASICS, 'CODE_INJECTION', 'INTEGRATIONS', 'GIFT_CARDS', 'PREMIUM_BLOCKS'];
const COMMERCE_BASIC: Feature[] = [...BUSINESS, 'SITE_USER_ACCOUNTS', 'COMMERCE_NO_TRANSACTION_FEE'];
const COMMERCE_ADVANCED: Feature[] = [
  ...COMMERCE_BASIC,
  'PRODUCT_SUBSCRIPTIONS',
  'ABANDONED_CART_RECOVERY',
  'API_ACCESS',
];

/** The plans, cheapest first: two of the website line (classic), two of the commerce line. */
export const PLANS: readonly Plan[] = [
  {
    id: 'personal',
    planDisplayName: 'Personal',
    productLine: 'classic',
    websiteType: 'CLASSIC',
    features: WEBSITE_BASICS,
    limits: { products: 25, staff: 1, storageMb: 2_000, customDomains: 1 },
    prices: { MONTHLY: 1_600, YEARLY: 14_400 },
    transactionFeeBasisPoints: 500,
  },
  {
    id: 'business',
    planDisplayName: 'Business',
    productLine: 'classic',
    websiteType: 'CLASSIC',
    features: BUSINESS,
    limits: { products: 250, staff: 5, storageMb: 20_000, customDomains: 3 },
    prices: { MONTHLY: 3_300, YEARLY: 27_600 },
    transactionFeeBasisPoints: 300,
  },
  {
    id: 'commerce-basic',
    planDisplayName: 'Commerce Basic',
    productLine: 'commerce',
    websiteType: 'COMMERCE',
    features: COMMERCE_BASIC,
    limits: { products: null, staff: 10, storageMb: null, customDomains: 5 },
    prices: { MONTHLY: 3_600, YEARLY: 32_400 },
    transactionFeeBasisPoints: 0,
  },
  {
    id: 'commerce-advanced',
    planDisplayName: 'Commerce Advanced',
    productLine: 'commerce',
    websiteType: 'COMMERCE',
    features: COMMERCE_ADVANCED,
    limits: { products: null, staff: null, storageMb: null, customDomains: 10 },
    prices: { MONTHLY: 6_500, YEARLY: 58_800 },
    transactionFeeBasisPoints: 0,
  },
];

/** The plan a new site's trial is on until its owner chooses one. */
export const TRIAL_PLAN_ID = 'business';

export function planById(id: string): Plan | undefined {
  return PLANS.find((plan) => plan.id === id);
}

/** The features every plan has: all a trial may use (section 6). */
export const FEATURES_IN_ALL_PLANS: readonly Feature[] = (Object.keys(Features) as Feature[]).filter((feature) =>
  PLANS.every((plan) => plan.features.includes(feature)),
);

/** A trial's limits: the smallest of every plan's, so that whichever plan the owner picks, nothing is over. */
export const TRIAL_LIMITS: Readonly<Record<Limit, number | null>> = Object.fromEntries(
  (Object.keys(PLANS[0]!.limits) as Limit[]).map((limit) => {
    const values = PLANS.map((plan) => plan.limits[limit]);
    const counted = values.filter((value): value is number => value !== null);
    return [limit, counted.length ? Math.min(...counted) : null];
  }),
) as Record<Limit, number | null>;
