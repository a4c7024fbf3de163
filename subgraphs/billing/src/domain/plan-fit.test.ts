import { describe, expect, it } from 'vitest';
import { planById } from '@atelier/billing';
import { problemsOnPlan } from './plan-fit.ts';

describe('problemsOnPlan', () => {
  const personal = planById('personal')!;
  it('names each limit the site is over and each feature in use the plan lacks', () => {
    expect(
      problemsOnPlan({ products: 26, customDomains: 2, giftCardProducts: 1, subscriptionProducts: 2 }, personal),
    ).toEqual([
      '26 products, and Personal allows 25',
      '2 custom domains, and Personal allows 1',
      'gift cards are for sale, and Personal has none',
      '2 products are sold as subscriptions, and Personal has no product subscriptions',
    ]);
  });

  it('is empty when the site fits, up to the limit itself', () => {
    expect(
      problemsOnPlan({ products: 25, customDomains: 1, giftCardProducts: 0, subscriptionProducts: 0 }, personal),
    ).toEqual([]);
    expect(
      problemsOnPlan(
        { products: 10_000, customDomains: 5, giftCardProducts: 3, subscriptionProducts: 0 },
        planById('commerce-basic')!,
      ),
    ).toEqual([]);
  });
});
