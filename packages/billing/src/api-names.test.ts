import { describe, expect, it } from 'vitest';
import { entitlementFromApi, productTypeName, statusName, statusOfName } from './api-names.ts';
import { SUBSCRIPTION_STATUSES } from './subscription-status.ts';

describe('API names', () => {
  it('turn each status into its GraphQL name and back', () => {
    expect(statusName('resold grace period')).toBe('RESOLD_GRACE_PERIOD');
    for (const status of SUBSCRIPTION_STATUSES) expect(statusOfName(statusName(status))).toBe(status);
    expect(productTypeName('member-areas')).toBe('MEMBER_AREAS');
  });

  it('read an entitlement as the API answers it, resold and comped counting as paid', () => {
    expect(entitlementFromApi({ status: 'COMPED', planId: 'business', addOns: ['MEMBER_AREAS', 'NOPE'] })).toEqual({
      status: 'paid',
      planId: 'business',
      addOns: ['member-areas'],
    });
    expect(entitlementFromApi({ status: 'TRIAL', planId: 'business', addOns: [] }).status).toBe('trial');
  });
});
