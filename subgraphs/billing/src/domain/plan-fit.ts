import { FEATURE_LABELS, limitCount, type Plan } from '@atelier/billing';

/** What a site uses of what a plan limits (the catalog counts it). */
export interface UsageFacts {
  products: number;
  customDomains: number;
  giftCardProducts: number;
  subscriptionProducts: number;
}

/**
 * What a site uses beyond a plan: each limit it is over, and each feature in use that the plan lacks,
 * in words an owner reads. Empty when the site fits.
 */
export function problemsOnPlan(usage: UsageFacts, plan: Plan): string[] {
  const problems: string[] = [];
  const over = (count: number, limit: keyof Plan['limits']) => {
    const max = plan.limits[limit];
    if (max !== null && count > max)
      problems.push(`${limitCount(limit, count)}, and ${plan.planDisplayName} allows ${max}`);
  };
  over(usage.products, 'products');
  over(usage.customDomains, 'customDomains');
  if (usage.giftCardProducts > 0 && !plan.features.includes('GIFT_CARDS'))
    problems.push(`${FEATURE_LABELS.GIFT_CARDS.toLowerCase()} are for sale, and ${plan.planDisplayName} has none`);
  if (usage.subscriptionProducts > 0 && !plan.features.includes('PRODUCT_SUBSCRIPTIONS'))
    problems.push(
      `${usage.subscriptionProducts} products are sold as subscriptions, and ${plan.planDisplayName} has no product subscriptions`,
    );
  return problems;
}
