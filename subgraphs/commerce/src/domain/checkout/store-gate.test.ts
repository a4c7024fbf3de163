import { describe, expect, it } from 'vitest';
import { orderGate } from './store-gate.ts';

const paid = (planId: string) => ({
  servesVisitors: true,
  entitlement: { status: 'paid' as const, planId, addOns: [] },
});

describe('orderGate', () => {
  it('closes an expired store to every order', () => {
    expect(
      orderGate({ servesVisitors: false, entitlement: null }, { productTypes: ['PHYSICAL'], subscription: false }),
    ).toEqual({
      code: 'STORE_CLOSED',
    });
  });

  it('refuses a subscription without the plan’s product subscriptions, and a gift card without its gift cards', () => {
    expect(orderGate(paid('commerce-basic'), { productTypes: ['PHYSICAL'], subscription: true })).toEqual({
      code: 'FEATURE_NOT_IN_PLAN',
      what: 'subscriptions',
    });
    expect(orderGate(paid('personal'), { productTypes: ['PHYSICAL', 'GIFT_CARD'], subscription: false })).toEqual({
      code: 'FEATURE_NOT_IN_PLAN',
      what: 'gift cards',
    });
  });

  it('takes what the plan allows, and on a trial only what every plan has', () => {
    expect(orderGate(paid('commerce-advanced'), { productTypes: ['GIFT_CARD'], subscription: true })).toBeNull();
    expect(orderGate(paid('personal'), { productTypes: ['PHYSICAL', 'DIGITAL'], subscription: false })).toBeNull();
    const trial = {
      servesVisitors: true,
      entitlement: { status: 'trial' as const, planId: 'commerce-advanced', addOns: [] },
    };
    expect(orderGate(trial, { productTypes: ['GIFT_CARD'], subscription: false })?.code).toBe('FEATURE_NOT_IN_PLAN');
    expect(orderGate(trial, { productTypes: ['PHYSICAL'], subscription: false })).toBeNull();
  });
});
