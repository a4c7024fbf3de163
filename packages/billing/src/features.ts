/**
 * The Features flags of SPEC section 3 (numbered 1 to 64). The spec names some (commerce, gift
 * cards, analytics, integrations, code injection, site user accounts); these are the ones a plan of
 * ours decides, with numbers that never change once given. A flag's number is what a plan's
 * feature set and the API carry.
 */
export const Features = {
  COMMERCE: 1,
  GIFT_CARDS: 2,
  ANALYTICS: 3,
  INTEGRATIONS: 4,
  CODE_INJECTION: 5,
  SITE_USER_ACCOUNTS: 6,
  CUSTOM_DOMAINS: 7,
  PRODUCT_SUBSCRIPTIONS: 8,
  COMMERCE_NO_TRANSACTION_FEE: 9,
  RESTOCK_NOTIFICATIONS: 10,
  ABANDONED_CART_RECOVERY: 11,
  API_ACCESS: 12,
  FORMS: 13,
  PREMIUM_BLOCKS: 14,
} as const;
export type Feature = keyof typeof Features;
export const FEATURES = Object.keys(Features) as Feature[];

/** What a person reads in the dashboard and in a refusal. */
export const FEATURE_LABELS: Record<Feature, string> = {
  COMMERCE: 'Selling products',
  GIFT_CARDS: 'Gift cards',
  ANALYTICS: 'Analytics',
  INTEGRATIONS: 'Integrations',
  CODE_INJECTION: 'Code injection',
  SITE_USER_ACCOUNTS: 'Customer accounts',
  CUSTOM_DOMAINS: 'Custom domains',
  PRODUCT_SUBSCRIPTIONS: 'Product subscriptions',
  COMMERCE_NO_TRANSACTION_FEE: 'No transaction fees',
  RESTOCK_NOTIFICATIONS: 'Restock notifications',
  ABANDONED_CART_RECOVERY: 'Abandoned cart recovery',
  API_ACCESS: 'API access',
  FORMS: 'Forms',
  PREMIUM_BLOCKS: 'Premium blocks',
};

export function featureByNumber(flag: number): Feature | undefined {
  return FEATURES.find((feature) => Features[feature] === flag);
}

/** The counted limits of a plan; null in a plan means no limit. */
export const LIMITS = ['products', 'staff', 'storageMb', 'customDomains'] as const;
export type Limit = (typeof LIMITS)[number];

const LIMIT_NOUNS: Readonly<Record<Limit, { one: string; other: string }>> = {
  products: { one: 'product', other: 'products' },
  staff: { one: 'staff member', other: 'staff members' },
  storageMb: { one: 'MB of storage', other: 'MB of storage' },
  customDomains: { one: 'custom domain', other: 'custom domains' },
};

/** A count of what a limit counts, in words: "1 custom domain", "25 products". */
export const limitCount = (limit: Limit, count: number) =>
  `${count.toLocaleString('en-US')} ${LIMIT_NOUNS[limit][count === 1 ? 'one' : 'other']}`;
