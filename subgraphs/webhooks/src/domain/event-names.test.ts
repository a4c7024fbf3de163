import { describe, expect, it } from 'vitest';
import { WEBHOOK_EVENT_TYPES } from '@atelier/platform';
import { enumOf, wireNameOf } from './event-names.ts';

describe('event names', () => {
  it('turns the SDL value into the wire name and back', () => {
    expect(wireNameOf('ORDER_CREATED')).toBe('order.created');
    expect(wireNameOf('RESTOCK_SIGNED_UP')).toBe('restock.signed_up');
    expect(wireNameOf('SUBSCRIPTION_PAST_DUE')).toBe('subscription.past_due');
    expect(enumOf('site.plan_changed')).toBe('SITE_PLAN_CHANGED');
  });
  it('round-trips every wire name the producers may append', () => {
    for (const name of WEBHOOK_EVENT_TYPES) expect(wireNameOf(enumOf(name))).toBe(name);
  });
});
