import { describe, expect, it } from 'vitest';
import {
  SUBSCRIPTION_STATUS_TEXT,
  isCancellable,
  paymentsMadeText,
  planOf,
  scheduleText,
} from './subscription-labels.ts';

describe('the owner’s words for a subscription', () => {
  it('words the schedule with the commerce package’s plan texts', () => {
    expect(scheduleText({ periodUnit: 'MONTH', periodValue: 1, numBillingCycles: 0 })).toBe(
      'every month, until cancelled',
    );
    expect(scheduleText({ periodUnit: 'MONTH', periodValue: 3, numBillingCycles: 4 })).toBe(
      'every 3 months, for 4 payments',
    );
    expect(scheduleText({ periodUnit: 'WEEK', periodValue: 2, numBillingCycles: 1 })).toBe('every 2 weeks, once');
    expect(planOf({ periodUnit: 'YEAR', periodValue: 1, numBillingCycles: 0 })).toEqual({
      billingPeriod: { unit: 'YEAR', value: 1 },
      numBillingCycles: 0,
    });
  });

  it('counts payments made, out of the plan’s number when it has one', () => {
    expect(paymentsMadeText(1, 0)).toBe('1');
    expect(paymentsMadeText(2, 4)).toBe('2 of 4');
  });

  it('names every status, and offers cancelling only while something may still be billed', () => {
    expect(SUBSCRIPTION_STATUS_TEXT).toEqual({
      PENDING: 'Awaiting first payment',
      ACTIVE: 'Active',
      PAST_DUE: 'Past due',
      CANCELLED: 'Cancelled',
      COMPLETED: 'Completed',
    });
    expect(
      ['PENDING', 'ACTIVE', 'PAST_DUE', 'CANCELLED', 'COMPLETED'].filter((s) => isCancellable(s as never)),
    ).toEqual(['PENDING', 'ACTIVE', 'PAST_DUE']);
  });
});
