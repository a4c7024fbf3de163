import { bucketStarts, type ReportRange } from '@atelier/analytics';

/** Paid orders of one UTC day in one currency, as the sales query groups them. */
export interface SalesRow {
  day: string;
  currency: string;
  orders: number;
  revenueCents: number;
  /** When the newest of them was paid: which currency is the store's now. */
  lastPaidAt: Date;
}

export interface SalesDay {
  day: string;
  orders: number;
  revenueCents: number;
}

export interface SalesSummary {
  /** The currency the amounts are in; null when the site had no paid order in either period. */
  currency: string | null;
  days: SalesDay[];
  previousDays: SalesDay[];
  orders: number;
  revenueCents: number;
  previousOrders: number;
  previousRevenueCents: number;
}

/**
 * Orders and revenue per day of a range and of its previous period, every day present (zero when
 * nothing sold). A store's orders are in its currency; one that changed currency has older orders in
 * another, which cannot be added up with the new: the summary counts those in the currency of its
 * latest paid order.
 */
export function salesSummaryOf(rows: readonly SalesRow[], range: ReportRange): SalesSummary {
  const latest = rows.reduce<SalesRow | null>(
    (found, row) => (!found || row.lastPaidAt > found.lastPaidAt ? row : found),
    null,
  );
  const currency = latest?.currency ?? null;
  const byDay = new Map(rows.filter((row) => row.currency === currency).map((row) => [row.day, row]));
  const daysOf = (from: string, to: string) =>
    bucketStarts(from, to, 'day').map((start) => {
      const day = start.slice(0, 10);
      const row = byDay.get(day);
      return { day, orders: row?.orders ?? 0, revenueCents: row?.revenueCents ?? 0 };
    });
  const days = daysOf(range.from, range.to);
  const previousDays = daysOf(range.previousFrom, range.previousTo);
  const sum = (list: SalesDay[], key: 'orders' | 'revenueCents') => list.reduce((total, day) => total + day[key], 0);
  return {
    currency,
    days,
    previousDays,
    orders: sum(days, 'orders'),
    revenueCents: sum(days, 'revenueCents'),
    previousOrders: sum(previousDays, 'orders'),
    previousRevenueCents: sum(previousDays, 'revenueCents'),
  };
}
