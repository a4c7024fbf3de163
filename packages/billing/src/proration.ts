import { taxOf } from './billing-tax.ts';
import { periodEndOf } from './billing-periods.ts';
import type { BillingInterval } from './plans.ts';

export interface CurrentPeriod {
  price: number;
  interval: BillingInterval;
  periodStart: Date;
  periodEnd: Date;
}

export interface NextPlan {
  price: number;
  interval: BillingInterval;
}

export interface InvoiceLine {
  kind: 'CREDIT' | 'CHARGE';
  description: string;
  /** Minor units; negative for a credit. */
  amount: number;
}

export interface Proration {
  /** The unused part of the current plan's price, given back (minor units, ≥ 0). */
  credit: number;
  /** The new plan's price for the time it will run in the period (minor units, ≥ 0). */
  charge: number;
  /** charge − credit; negative when the change costs less than what is given back. */
  subtotal: number;
  /** What is charged now: the subtotal when positive, else nothing. */
  amountDue: number;
  tax: number;
  /** amountDue + tax: the invoice's total. */
  total: number;
  /** What a negative subtotal leaves on the account, taken off later invoices. */
  carriedCredit: number;
  /** Where the period stands after the change: the same one, or a new one from `at` when the interval changes. */
  periodStart: Date;
  periodEnd: Date;
}

/** price × part / whole, rounded half up to the minor unit, exact for any period length. */
function share(price: number, part: number, whole: number): number {
  if (whole <= 0) return 0;
  return Number((BigInt(price) * BigInt(part) * 2n + BigInt(whole)) / (2n * BigInt(whole)));
}

/**
 * A plan change at `at`, prorated to the millisecond. Within the same interval the period is kept:
 * the unused time of the current price is credited and the same time of the new price charged. A
 * change of interval starts a new period at `at`: the unused time is credited and the new price is
 * charged whole. Tax is on what is charged now; a credit is carried, never paid out.
 */
export function prorate(current: CurrentPeriod, next: NextPlan, at: Date, taxRatePpm: number): Proration {
  const whole = current.periodEnd.getTime() - current.periodStart.getTime();
  const remaining = Math.min(Math.max(current.periodEnd.getTime() - at.getTime(), 0), whole);
  const credit = share(current.price, remaining, whole);
  const keepsPeriod = next.interval === current.interval;
  const charge = keepsPeriod ? share(next.price, remaining, whole) : next.price;
  const subtotal = charge - credit;
  const amountDue = Math.max(subtotal, 0);
  const tax = taxOf(amountDue, taxRatePpm);
  return {
    credit,
    charge,
    subtotal,
    amountDue,
    tax,
    total: amountDue + tax,
    carriedCredit: Math.max(-subtotal, 0),
    periodStart: keepsPeriod ? current.periodStart : at,
    periodEnd: keepsPeriod ? current.periodEnd : periodEndOf(at, next.interval),
  };
}
