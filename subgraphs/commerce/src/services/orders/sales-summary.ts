import type { EntityManager } from '@mikro-orm/postgresql';
import { executePrepared } from '@atelier/platform';
import { dayStart, type ReportRange } from '@atelier/analytics';
import { salesSummaryOf, type SalesSummary } from '../../domain/orders/sales-summary.ts';

const DAY_MS = 86_400_000;

interface Row {
  day: string;
  currency: string;
  orders: number;
  /** bigint sums come from the driver as text. */
  revenue: string;
  last_paid_at: Date;
}

/**
 * The site's paid orders per UTC day over a range and its previous period, in one statement that
 * the paid-orders index answers (shop_order_site_paid_idx); revenue is what they were paid, less
 * what was refunded of them.
 */
export async function salesSummary(em: EntityManager, siteId: string, range: ReportRange): Promise<SalesSummary> {
  const rows = await executePrepared<Row>(
    em,
    `select to_char(paid_at at time zone 'UTC', 'YYYY-MM-DD') as day, currency, count(*)::int as orders,
            sum(grand_total_cents - refunded_cents)::text as revenue, max(paid_at) as last_paid_at
       from cart.shop_order
      where website_id = ? and status = 'PAID' and paid_at >= ? and paid_at < ?
      group by 1, 2`,
    [siteId, new Date(dayStart(range.previousFrom)), new Date(dayStart(range.to) + DAY_MS)],
  );
  return salesSummaryOf(
    rows.map((row) => ({
      day: row.day,
      currency: row.currency,
      orders: row.orders,
      revenueCents: Number(row.revenue),
      lastPaidAt: new Date(row.last_paid_at),
    })),
    range,
  );
}
