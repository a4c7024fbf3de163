import { describe, expect, it } from 'vitest';
import { DUNNING_RETRY_DAYS, nextDunningStep } from './dunning.ts';
import { moveSubscription, servesVisitors, siteStatusOf, SUBSCRIPTION_STATUSES } from './subscription-status.ts';

const first = new Date('2026-03-10T08:00:00Z');

describe('dunning schedule', () => {
  it('retries 1, 3 and 7 days after the first failure, then expires', () => {
    expect(DUNNING_RETRY_DAYS).toEqual([1, 3, 7]);
    expect(nextDunningStep(first, 1)).toEqual({ action: 'RETRY', at: new Date('2026-03-11T08:00:00Z'), attempt: 2 });
    expect(nextDunningStep(first, 2)).toEqual({ action: 'RETRY', at: new Date('2026-03-13T08:00:00Z'), attempt: 3 });
    expect(nextDunningStep(first, 3)).toEqual({ action: 'RETRY', at: new Date('2026-03-17T08:00:00Z'), attempt: 4 });
    expect(nextDunningStep(first, 4)).toEqual({ action: 'EXPIRE' });
  });

  it('never retries for a count that is not a failure', () => {
    expect(nextDunningStep(first, 0)).toEqual({ action: 'EXPIRE' });
  });
});

describe('subscription transitions', () => {
  it('follows trial → paid → past due → paid, and past due → expired → paid', () => {
    expect(moveSubscription('trial', 'CHARGE_SUCCEEDED')).toEqual({ ok: true, to: 'paid' });
    expect(moveSubscription('paid', 'CHARGE_FAILED')).toEqual({ ok: true, to: 'pastdue' });
    expect(moveSubscription('pastdue', 'CHARGE_SUCCEEDED')).toEqual({ ok: true, to: 'paid' });
    expect(moveSubscription('pastdue', 'DUNNING_EXHAUSTED')).toEqual({ ok: true, to: 'expired' });
    expect(moveSubscription('expired', 'CHARGE_SUCCEEDED')).toEqual({ ok: true, to: 'paid' });
  });

  it('moves resold to its grace period, and the grace period to paid or expired', () => {
    expect(moveSubscription('resold', 'GRACE_PERIOD_STARTED')).toEqual({ ok: true, to: 'resold grace period' });
    expect(moveSubscription('resold grace period', 'CHARGE_SUCCEEDED')).toEqual({ ok: true, to: 'paid' });
    expect(moveSubscription('resold grace period', 'GRACE_PERIOD_ENDED')).toEqual({ ok: true, to: 'expired' });
  });

  it('refuses what the table does not list', () => {
    expect(moveSubscription('paid', 'GRACE_PERIOD_STARTED')).toEqual({ ok: false, from: 'paid' });
    expect(moveSubscription('expired', 'CHARGE_FAILED')).toEqual({ ok: false, from: 'expired' });
    expect(moveSubscription('internal', 'CHARGE_SUCCEEDED')).toEqual({ ok: false, from: 'internal' });
    expect(moveSubscription('comped', 'TRIAL_ENDED')).toEqual({ ok: false, from: 'comped' });
    expect(moveSubscription('trial', 'DUNNING_EXHAUSTED')).toEqual({ ok: false, from: 'trial' });
  });

  it('shows resold and comped sites as paid, and serves every status but expired', () => {
    expect(siteStatusOf('resold')).toBe('paid');
    expect(siteStatusOf('comped')).toBe('paid');
    expect(siteStatusOf('pastdue')).toBe('pastdue');
    expect(SUBSCRIPTION_STATUSES.filter((status) => !servesVisitors(status))).toEqual(['expired']);
  });
});
