import { useQuery } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import { dayOf, lastDays, reportRange, type ReportRange } from '@atelier/analytics';
import { formatMoney, toDecimalString } from '@atelier/commerce';
import {
  AdminDashboardDocument,
  OwnerAnalyticsDocument,
  type OwnerAnalyticsQuery,
} from '../../graphql/generated/dashboard.ts';
import { pageMoneyFormat } from '../shared/money.tsx';
import { TimeChart, type ChartLine } from './analytics-chart.tsx';
import { changeDirection, changeText, countText, periodText, shareText } from './analytics-figures.ts';
import { RangePicker, type RangeChoice } from './analytics-range-picker.tsx';
import { SeriesTable, TopTables } from './analytics-tables.tsx';
import { LoadStatus } from './load-status.tsx';
import './analytics-panel.css';

type Analytics = NonNullable<OwnerAnalyticsQuery['siteAnalytics']>;
type Sales = NonNullable<OwnerAnalyticsQuery['salesSummary']>;

const INK = '#2f4a3a';
const PREVIOUS = '#a39c8f';
const SALES = '#a4452c';
const TRAFFIC = { visits: 'Visits', visitors: 'Visitors', pageViews: 'Page views' } as const;
type TrafficMetric = keyof typeof TRAFFIC;
const SALES_FIGURES = { revenueCents: 'Revenue', orders: 'Orders' } as const;
type SalesMetric = keyof typeof SALES_FIGURES;

const seconds = (iso: string) => Date.parse(iso) / 1000;

/**
 * The site's traffic and sales for its owner: a range (7, 30 or 90 days, or days chosen) beside the
 * previous period of the same length, the key figures with their change, charts over time (the
 * previous period dashed), conversion, and the top tables, each downloadable as CSV.
 */
export function AnalyticsPanel() {
  const today = dayOf(new Date());
  const [choice, setChoice] = useState<RangeChoice>(30);
  const [range, setRange] = useState<ReportRange>(() => {
    const preset = lastDays(today, 30);
    return (reportRange(preset.from, preset.to) as { ok: true; value: ReportRange }).value;
  });
  // The frame's own query, answered from the cache: which site this dashboard is of.
  const frame = useQuery(AdminDashboardDocument);
  const websiteId = frame.data?.site?.id;
  const { data, previousData, loading, error } = useQuery(OwnerAnalyticsDocument, {
    variables: { websiteId: websiteId ?? '', from: range.from, to: range.to },
    skip: !websiteId,
  });
  // While a new range loads, the last one stays on screen rather than a blank.
  const shown = data ?? previousData;
  const analytics = shown?.siteAnalytics;
  const sales = shown?.salesSummary;
  const currency = sales?.currency ?? shown?.site?.storeSettings.selectedCurrency ?? 'USD';
  const siteTitle = frame.data?.me?.websites.find((website) => website.id === websiteId)?.title ?? 'site';

  return (
    <section className="dashboard-panel analytics-panel" aria-labelledby="analytics-title" aria-busy={loading}>
      <div className="panel-row panel-head">
        <h2 id="analytics-title">Analytics</h2>
      </div>
      <RangePicker
        today={today}
        choice={choice}
        range={range}
        onChange={(next, nextRange) => {
          setChoice(next);
          setRange(nextRange);
        }}
      />
      {error && shown && (
        <p className="form-error" role="alert">
          The figures for {periodText(range)} could not be loaded. Please try again.
        </p>
      )}
      <LoadStatus
        what="analytics"
        loading={loading || !websiteId}
        error={error ?? frame.error}
        loaded={Boolean(analytics)}
      />
      {analytics && sales && (
        <AnalyticsFigures analytics={analytics} sales={sales} currency={currency} siteTitle={siteTitle} />
      )}
    </section>
  );
}

function AnalyticsFigures({
  analytics,
  sales,
  currency,
  siteTitle,
}: {
  analytics: Analytics;
  sales: Sales;
  currency: string;
  siteTitle: string;
}) {
  const money = useMemo(() => {
    const format = pageMoneyFormat(currency);
    return (minor: number) => formatMoney({ minor: Math.round(minor), currency }, format);
  }, [currency]);
  const { totals, previousTotals } = analytics;
  const range = { from: analytics.from, to: analytics.to };
  const previous = { from: analytics.previousFrom, to: analytics.previousTo };
  const nothingYet =
    totals.visits +
      previousTotals.visits +
      totals.pageViews +
      previousTotals.pageViews +
      sales.orders +
      sales.previousOrders ===
    0;

  return (
    <>
      <dl className="analytics-figures" data-testid="analytics-totals">
        <Figure label="Visits" value={totals.visits} previous={previousTotals.visits} />
        <Figure label="Visitors" value={totals.visitors} previous={previousTotals.visitors} />
        <Figure label="Page views" value={totals.pageViews} previous={previousTotals.pageViews} />
        <Figure label="Revenue" value={sales.revenueCents} previous={sales.previousRevenueCents} write={money} />
        <Figure label="Orders" value={sales.orders} previous={sales.previousOrders} />
        <Figure
          label="Purchase conversion"
          value={totals.purchaseRate}
          previous={previousTotals.purchaseRate}
          write={(rate) => shareText(rate, 1)}
        />
      </dl>
      {nothingYet ? (
        <div className="analytics-empty" data-testid="analytics-empty">
          <h3>No visits recorded yet</h3>
          <p>
            When your published pages are visited, their visits, pages, referrers and sales show here a few minutes
            later. Try a longer range if your site has been quiet.
          </p>
        </div>
      ) : (
        <>
          <TrafficChart analytics={analytics} siteTitle={siteTitle} />
          <SalesChart
            sales={sales}
            currency={currency}
            money={money}
            siteTitle={siteTitle}
            range={range}
            previous={previous}
          />
          <Conversion analytics={analytics} />
          <TopTables analytics={analytics} siteTitle={siteTitle} range={range} previous={previous} />
        </>
      )}
    </>
  );
}

function Figure({
  label,
  value,
  previous,
  write = countText,
}: {
  label: string;
  value: number;
  previous: number;
  write?: (value: number) => string;
}) {
  const direction = changeDirection(value, previous);
  return (
    <div className="analytics-figure" data-figure={label}>
      <dt>{label}</dt>
      <dd className="analytics-figure-value">{write(value)}</dd>
      <dd className="analytics-figure-change">
        {value === 0 && previous === 0 ? (
          <span className="hint">None in either period</span>
        ) : (
          <>
            <span className={`analytics-change is-${direction}`}>{changeText(value, previous)}</span>{' '}
            <span className="hint">from {write(previous)}</span>
          </>
        )}
      </dd>
    </div>
  );
}

/** A choice of what a chart draws, as a row of toggle buttons. */
function MetricSwitch<Metric extends string>({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: Readonly<Record<Metric, string>>;
  value: Metric;
  onChange: (metric: Metric) => void;
}) {
  return (
    <div className="analytics-switch" role="group" aria-label={label}>
      {(Object.keys(options) as Metric[]).map((metric) => (
        <button
          key={metric}
          type="button"
          aria-pressed={metric === value}
          className={metric === value ? 'is-chosen' : undefined}
          onClick={() => onChange(metric)}
        >
          {options[metric]}
        </button>
      ))}
    </div>
  );
}

function TrafficChart({ analytics, siteTitle }: { analytics: Analytics; siteTitle: string }) {
  const [metric, setMetric] = useState<TrafficMetric>('visits');
  const times = useMemo(() => analytics.series.map((point) => seconds(point.start)), [analytics]);
  const lines = useMemo<ChartLine[]>(
    () => [
      {
        label: 'Previous period',
        values: analytics.previousSeries.map((point) => point[metric]),
        color: PREVIOUS,
        previous: true,
      },
      { label: TRAFFIC[metric], values: analytics.series.map((point) => point[metric]), color: INK },
    ],
    [analytics, metric],
  );
  const hourly = analytics.bucket === 'HOUR';
  return (
    <section className="analytics-card" aria-labelledby="analytics-traffic-title" data-testid="analytics-traffic">
      <div className="analytics-card-head">
        <h3 id="analytics-traffic-title">
          {TRAFFIC[metric]} by {hourly ? 'hour' : 'day'}
        </h3>
        <MetricSwitch label="Traffic chart shows" options={TRAFFIC} value={metric} onChange={setMetric} />
      </div>
      <TimeChart labelledBy="analytics-traffic-title" times={times} lines={lines} />
      <SeriesTable
        caption={`Traffic by ${hourly ? 'hour' : 'day'}`}
        siteTitle={siteTitle}
        range={{ from: analytics.from, to: analytics.to }}
        hourly={hourly}
        columns={[
          { heading: 'Visits', values: analytics.series.map((point) => point.visits) },
          { heading: 'Visitors', values: analytics.series.map((point) => point.visitors) },
          { heading: 'Page views', values: analytics.series.map((point) => point.pageViews) },
          { heading: 'Visits, previous period', values: analytics.previousSeries.map((point) => point.visits) },
        ]}
        starts={analytics.series.map((point) => point.start)}
      />
    </section>
  );
}

function SalesChart({
  sales,
  currency,
  money,
  siteTitle,
  range,
  previous,
}: {
  sales: Sales;
  currency: string;
  money: (minor: number) => string;
  siteTitle: string;
  range: { from: string; to: string };
  previous: { from: string; to: string };
}) {
  const [metric, setMetric] = useState<SalesMetric>('revenueCents');
  const times = useMemo(() => sales.days.map((day) => seconds(`${day.day}T00:00:00Z`)), [sales]);
  const lines = useMemo<ChartLine[]>(
    () => [
      { label: SALES_FIGURES[metric], values: sales.days.map((day) => day[metric]), color: SALES },
      {
        label: 'Previous period',
        values: sales.previousDays.map((day) => day[metric]),
        color: PREVIOUS,
        previous: true,
      },
    ],
    [sales, metric],
  );
  const write = metric === 'revenueCents' ? money : countText;
  return (
    <section className="analytics-card" aria-labelledby="analytics-sales-title" data-testid="analytics-sales">
      <div className="analytics-card-head">
        <h3 id="analytics-sales-title">{SALES_FIGURES[metric]} by day</h3>
        <MetricSwitch label="Sales chart shows" options={SALES_FIGURES} value={metric} onChange={setMetric} />
      </div>
      {sales.orders + sales.previousOrders === 0 ? (
        <p className="analytics-quiet">No paid orders in this range or the one before.</p>
      ) : (
        <TimeChart labelledBy="analytics-sales-title" times={times} lines={lines} format={write} bars />
      )}
      <p className="hint analytics-note">Paid orders, less refunds, compared with {periodText(previous)}.</p>
      <SeriesTable
        caption="Sales by day"
        siteTitle={siteTitle}
        range={range}
        hourly={false}
        columns={[
          { heading: 'Orders', values: sales.days.map((day) => day.orders) },
          {
            heading: `Revenue (${currency})`,
            values: sales.days.map((day) => day.revenueCents),
            write: money,
            csv: (minor) => toDecimalString(minor, currency),
          },
          { heading: 'Orders, previous period', values: sales.previousDays.map((day) => day.orders) },
        ]}
        starts={sales.days.map((day) => `${day.day}T00:00:00.000Z`)}
      />
    </section>
  );
}

function Conversion({ analytics }: { analytics: Analytics }) {
  const { totals, previousTotals } = analytics;
  const rows = [
    { label: 'Added to cart', part: totals.addToCartVisits, previousPart: previousTotals.addToCartVisits },
    { label: 'Purchased', part: totals.purchaseVisits, previousPart: previousTotals.purchaseVisits },
  ];
  return (
    <section className="analytics-card" aria-labelledby="analytics-conversion-title" data-testid="analytics-conversion">
      <h3 id="analytics-conversion-title">Conversion</h3>
      <ul className="analytics-conversion">
        {rows.map((row) => (
          <li key={row.label}>
            <span className="analytics-conversion-label">{row.label}</span>
            <strong className="analytics-conversion-rate">{shareText(row.part, totals.visits)}</strong>
            <span className="hint">
              {countText(row.part)} of {countText(totals.visits)} visits; previous period{' '}
              {shareText(row.previousPart, previousTotals.visits)}
            </span>
            <span className="analytics-bar" aria-hidden="true">
              <span style={{ width: `${totals.visits ? Math.min(100, (row.part / totals.visits) * 100) : 0}%` }} />
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
