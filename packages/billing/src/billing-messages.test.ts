import { describe, expect, it } from 'vitest';
import {
  SITE_BILLING_STATUSES,
  siteBillingStatusOf,
  StatusConstants,
  BillingStatus,
  WebsiteType,
  WEBSITE_TYPE_LABELS,
} from './billing-enums.ts';
import { BILLING_MESSAGES, billingMessageOf, isActiveAndSubscribed, isCommercePlan } from './billing-messages.ts';

describe('billing messages (SPEC section 4)', () => {
  it('gives no message for a trial whose billing status is subscribed', () => {
    for (const type of ['CLASSIC', 'COVER_PAGE', 'COMMERCE'] as const)
      expect(billingMessageOf(type, 'trial', 'SUBSCRIBED')).toBeNull();
  });

  const rows = [
    ['CLASSIC', 'expired', 'WEBSITE_EXPIRED'],
    ['CLASSIC', 'trial', 'WEBSITE_TRIAL'],
    ['CLASSIC', 'pastdue', 'WEBSITE_PASTDUE'],
    ['CLASSIC', 'paid', 'WEBSITE_PAID'],
    ['CLASSIC', 'resold grace period', 'WEBSITE_RESOLD_GRACE_PERIOD'],
    ['COVER_PAGE', 'expired', 'COVER_PAGE_EXPIRED'],
    ['COVER_PAGE', 'trial', 'COVER_PAGE_TRIAL'],
    ['COVER_PAGE', 'pastdue', 'COVER_PAGE_PASTDUE'],
    ['COVER_PAGE', 'paid', 'COVER_PAGE_PAID'],
    ['COVER_PAGE', 'resold grace period', 'COVER_PAGE_RESOLD_GRACE_PERIOD'],
    ['COMMERCE', 'expired', 'COMMERCE_EXPIRED'],
    ['COMMERCE', 'trial', 'COMMERCE_TRIAL'],
    ['COMMERCE', 'pastdue', 'COMMERCE_PASTDUE'],
    ['COMMERCE', 'paid', 'COMMERCE_PAID'],
    ['COMMERCE', 'resold grace period', 'COMMERCE_RESOLD_GRACE_PERIOD'],
  ] as const;

  it.each(rows)('%s %s shows the %s message', (type, status, key) => {
    expect(siteBillingStatusOf(type, status)).toBe(key);
    expect(billingMessageOf(type, status, 'TRIAL')).toBe(BILLING_MESSAGES[key]);
  });

  it('has a distinct message for each of the fifteen site billing status strings', () => {
    expect(SITE_BILLING_STATUSES).toHaveLength(15);
    expect(new Set(SITE_BILLING_STATUSES.map((key) => BILLING_MESSAGES[key])).size).toBe(15);
  });

  it('shows an enterprise or parked site as a website, and an internal site no message', () => {
    expect(siteBillingStatusOf('ENTERPRISE', 'paid')).toBe('WEBSITE_PAID');
    expect(siteBillingStatusOf('PARKING_PAGE', 'expired')).toBe('WEBSITE_EXPIRED');
    expect(billingMessageOf('COMMERCE', 'internal', 'SUBSCRIBED')).toBeNull();
  });
});

describe('isCommercePlan (section 4)', () => {
  it('is internal status, or paid commerce, or resold-grace commerce, and nothing else', () => {
    expect(isCommercePlan('internal', 'CLASSIC')).toBe(true);
    expect(isCommercePlan('paid', 'COMMERCE')).toBe(true);
    expect(isCommercePlan('resold grace period', 'COMMERCE')).toBe(true);
    expect(isCommercePlan('paid', 'CLASSIC')).toBe(false);
    expect(isCommercePlan('trial', 'COMMERCE')).toBe(false);
    expect(isCommercePlan('pastdue', 'COMMERCE')).toBe(false);
    expect(isCommercePlan('expired', 'COMMERCE')).toBe(false);
  });
});

describe('isActiveAndSubscribed (section 4)', () => {
  it('is paid and subscribed', () => {
    expect(isActiveAndSubscribed('paid', 'SUBSCRIBED')).toBe(true);
    expect(isActiveAndSubscribed('paid', 'TRIAL')).toBe(false);
    expect(isActiveAndSubscribed('trial', 'SUBSCRIBED')).toBe(false);
  });
});

describe('the enumerations (section 3)', () => {
  it('carry the spec’s numbers and labels', () => {
    expect(BillingStatus).toEqual({ FREE: 1, LINKED: 2, SUBSCRIBED: 3, TRIAL: 4, RESOLD: 5, RESOLD_GRACE_PERIOD: 6 });
    expect(WebsiteType).toEqual({ CLASSIC: 1, COVER_PAGE: 2, PARKING_PAGE: 3, COMMERCE: 4, ENTERPRISE: 5 });
    expect(StatusConstants.PAID).toBe(8);
    expect(StatusConstants.ENTERPRISE).toBe(15);
    expect(StatusConstants.V5_LINKED).toBe(11);
    expect([
      WEBSITE_TYPE_LABELS.CLASSIC,
      WEBSITE_TYPE_LABELS.COVER_PAGE,
      WEBSITE_TYPE_LABELS.COMMERCE,
      WEBSITE_TYPE_LABELS.PARKING_PAGE,
    ]).toEqual(['Website', 'Cover Page', 'Commerce', 'Parked Domain']);
  });
});
