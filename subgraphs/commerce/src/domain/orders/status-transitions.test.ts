import { describe, expect, it } from 'vitest';
import {
  canMove,
  DONATION_STATUSES,
  moveTo,
  ORDER_STATUSES,
  PAYMENT_STATUSES,
  startsAs,
  SUBSCRIPTION_STATUSES,
} from './status-transitions.ts';

/** Every pair of statuses of a table, as [from, to]. */
const pairs = <S extends string>(statuses: readonly S[]) =>
  statuses.flatMap((from) => statuses.map((to) => [from, to] as const));

describe('order statuses', () => {
  it('allow only payment or cancellation of a waiting order', () => {
    const allowed = pairs(['PENDING_PAYMENT', 'PAID', 'CANCELLED'] as const).filter(([from, to]) =>
      canMove(ORDER_STATUSES, from, to),
    );
    expect(allowed).toEqual([
      ['PENDING_PAYMENT', 'PAID'],
      ['PENDING_PAYMENT', 'CANCELLED'],
    ]);
  });

  it('move a record that may move, and throw on one that may not, leaving it as it was', () => {
    const order = { status: 'PENDING_PAYMENT' as const as 'PENDING_PAYMENT' | 'PAID' | 'CANCELLED' };
    moveTo(ORDER_STATUSES, order, 'PAID');
    expect(order.status).toBe('PAID');
    expect(() => moveTo(ORDER_STATUSES, order, 'CANCELLED')).toThrow('The order cannot go from PAID to CANCELLED.');
    expect(order.status).toBe('PAID');
  });

  it('start as waiting or paid, never cancelled', () => {
    expect(startsAs(ORDER_STATUSES, 'PENDING_PAYMENT')).toBe('PENDING_PAYMENT');
    expect(startsAs(ORDER_STATUSES, 'PAID')).toBe('PAID');
    expect(() => startsAs(ORDER_STATUSES, 'CANCELLED')).toThrow('A new order cannot start as CANCELLED.');
  });
});

describe('payment statuses', () => {
  it('allow only a waiting payment to be answered', () => {
    const allowed = pairs(['PENDING', 'SUCCEEDED', 'DECLINED', 'FAILED'] as const).filter(([from, to]) =>
      canMove(PAYMENT_STATUSES, from, to),
    );
    expect(allowed).toEqual([
      ['PENDING', 'SUCCEEDED'],
      ['PENDING', 'DECLINED'],
      ['PENDING', 'FAILED'],
    ]);
    expect(() => moveTo(PAYMENT_STATUSES, { status: 'DECLINED' as 'DECLINED' | 'SUCCEEDED' }, 'SUCCEEDED')).toThrow(
      'The payment cannot go from DECLINED to SUCCEEDED.',
    );
    expect(() => startsAs(PAYMENT_STATUSES, 'FAILED')).toThrow('A new payment cannot start as FAILED.');
  });
});

describe('subscription statuses', () => {
  it('allow the moves of a subscription’s life, and no way back', () => {
    const allowed = pairs(['PENDING', 'ACTIVE', 'PAST_DUE', 'CANCELLED', 'COMPLETED'] as const).filter(([from, to]) =>
      canMove(SUBSCRIPTION_STATUSES, from, to),
    );
    expect(allowed).toEqual([
      ['PENDING', 'ACTIVE'],
      ['PENDING', 'CANCELLED'],
      ['ACTIVE', 'PAST_DUE'],
      ['ACTIVE', 'CANCELLED'],
      ['ACTIVE', 'COMPLETED'],
      ['PAST_DUE', 'CANCELLED'],
    ]);
    expect(() =>
      moveTo(SUBSCRIPTION_STATUSES, { status: 'COMPLETED' as 'COMPLETED' | 'CANCELLED' }, 'CANCELLED'),
    ).toThrow('The subscription cannot go from COMPLETED to CANCELLED.');
    expect(() => startsAs(SUBSCRIPTION_STATUSES, 'ACTIVE')).toThrow('A new subscription cannot start as ACTIVE.');
  });
});

describe('donation statuses', () => {
  it('start waiting and take one answer of the provider, final', () => {
    const allowed = pairs(['PENDING', 'PAID', 'DECLINED', 'FAILED'] as const).filter(([from, to]) =>
      canMove(DONATION_STATUSES, from, to),
    );
    expect(allowed).toEqual([
      ['PENDING', 'PAID'],
      ['PENDING', 'DECLINED'],
      ['PENDING', 'FAILED'],
    ]);
    expect(() => moveTo(DONATION_STATUSES, { status: 'DECLINED' as 'DECLINED' | 'PAID' }, 'PAID')).toThrow(
      'The donation cannot go from DECLINED to PAID.',
    );
    expect(() => startsAs(DONATION_STATUSES, 'PAID')).toThrow('A new donation cannot start as PAID.');
  });
});
