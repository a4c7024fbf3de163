import { describe, expect, it } from 'vitest';
import { FEATURES } from './features.ts';
import {
  cheapestPlanWith,
  featuresToSell,
  fitsLimit,
  isAddOnEnabled,
  isFeatureGated,
  limitOf,
  limitReachedMessage,
  type Entitlement,
} from './gating.ts';
import { FEATURES_IN_ALL_PLANS, PLANS, planById, TRIAL_LIMITS } from './plans.ts';

const on = (
  planId: string,
  status: Entitlement['status'] = 'paid',
  addOns: Entitlement['addOns'] = [],
): Entitlement => ({
  planId,
  status,
  addOns,
});

describe('feature gating (SPEC section 6)', () => {
  it('gates a feature the plan does not enable', () => {
    expect(isFeatureGated('PRODUCT_SUBSCRIPTIONS', on('commerce-basic'))).toBe(true);
    expect(isFeatureGated('GIFT_CARDS', on('personal'))).toBe(true);
  });

  it('does not gate a feature the paid plan enables', () => {
    expect(isFeatureGated('PRODUCT_SUBSCRIPTIONS', on('commerce-advanced'))).toBe(false);
    expect(isFeatureGated('GIFT_CARDS', on('business'))).toBe(false);
  });

  it('on trial, gates a feature the plan enables but not every plan does', () => {
    expect(planById('business')!.features).toContain('GIFT_CARDS');
    expect(FEATURES_IN_ALL_PLANS).not.toContain('GIFT_CARDS');
    expect(isFeatureGated('GIFT_CARDS', on('business', 'trial'))).toBe(true);
  });

  it('on trial, does not gate a feature every plan has', () => {
    for (const feature of FEATURES_IN_ALL_PLANS) expect(isFeatureGated(feature, on('business', 'trial'))).toBe(false);
    expect(FEATURES_IN_ALL_PLANS).toContain('COMMERCE');
  });

  it('for each plan and status, gates exactly the features the rule names', () => {
    for (const plan of PLANS)
      for (const status of ['paid', 'trial', 'pastdue'] as const)
        for (const feature of FEATURES) {
          const expected =
            !plan.features.includes(feature) || (status === 'trial' && !FEATURES_IN_ALL_PLANS.includes(feature));
          expect(isFeatureGated(feature, on(plan.id, status)), `${plan.id} ${status} ${feature}`).toBe(expected);
        }
  });

  it('gives an internal site every feature, and an unknown plan none', () => {
    expect(FEATURES.every((feature) => !isFeatureGated(feature, on('personal', 'internal')))).toBe(true);
    expect(FEATURES.every((feature) => isFeatureGated(feature, on('no-such-plan')))).toBe(true);
  });

  it('enables an add-on when a subscription of its type exists, and not otherwise', () => {
    expect(isAddOnEnabled('member-areas', on('personal', 'paid', ['member-areas']))).toBe(true);
    expect(isAddOnEnabled('scheduling', on('commerce-advanced', 'paid', ['member-areas']))).toBe(false);
  });

  it('finds the cheapest plan with a feature for an upsell', () => {
    expect(cheapestPlanWith('PRODUCT_SUBSCRIPTIONS', PLANS)?.id).toBe('commerce-advanced');
    expect(cheapestPlanWith('GIFT_CARDS', PLANS)?.id).toBe('business');
  });
});

describe('limits', () => {
  it('are the plan’s when paid, the smallest of all plans on trial, none when internal', () => {
    expect(limitOf('products', on('business'))).toBe(250);
    expect(limitOf('products', on('commerce-basic'))).toBe(null);
    expect(limitOf('products', on('commerce-basic', 'trial'))).toBe(25);
    expect(TRIAL_LIMITS.products).toBe(25);
    expect(limitOf('products', on('personal', 'internal'))).toBe(null);
  });

  it('fit up to the limit and not one beyond', () => {
    expect(fitsLimit('products', on('personal'), 24)).toBe(true);
    expect(fitsLimit('products', on('personal'), 25)).toBe(false);
    expect(fitsLimit('products', on('personal'), 20, 6)).toBe(false);
    expect(fitsLimit('products', on('commerce-advanced'), 1_000_000)).toBe(true);
  });
});

describe('the plans', () => {
  it('are at least four, across the website and commerce product lines, each with both prices', () => {
    expect(PLANS.length).toBeGreaterThanOrEqual(4);
    expect(new Set(PLANS.map((plan) => plan.productLine))).toEqual(new Set(['classic', 'commerce']));
    for (const plan of PLANS) {
      expect(plan.prices.MONTHLY).toBeGreaterThan(0);
      // A year costs less than twelve months.
      expect(plan.prices.YEARLY).toBeLessThan(plan.prices.MONTHLY * 12);
    }
  });
});

describe('featuresToSell', () => {
  it('names gift cards for a gift card and product subscriptions for a subscription, nothing else', () => {
    expect(featuresToSell({ productType: 'GIFT_CARD', isSubscribable: false })).toEqual(['GIFT_CARDS']);
    expect(featuresToSell({ productType: 'PHYSICAL', isSubscribable: true })).toEqual(['PRODUCT_SUBSCRIPTIONS']);
    expect(featuresToSell({ productType: 'DIGITAL', isSubscribable: false })).toEqual([]);
  });
});

describe('limitReachedMessage', () => {
  it('counts in words, one or many', () => {
    expect(limitReachedMessage('customDomains', 1)).toBe(
      'Your plan allows 1 custom domain. Upgrade your plan to add more.',
    );
    expect(limitReachedMessage('products', 25)).toBe('Your plan allows 25 products. Upgrade your plan to add more.');
    expect(limitReachedMessage('storageMb', 20_000)).toBe(
      'Your plan allows 20,000 MB of storage. Upgrade your plan to add more.',
    );
  });
});
