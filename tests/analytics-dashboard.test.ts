import { beforeAll, describe, expect, it } from 'vitest';
import { reportRange, type ReportRange } from '@atelier/analytics';
import { hashPassword } from '@atelier/platform';
import { ANALYTICS_STATEMENT, analyticsParams } from '../subgraphs/tracking/src/services/owner-analytics.ts';
import { HttpClient } from './support/http-client.ts';
import { signedInClient } from './support/sign-in.ts';
import { useTestPlatform } from './support/test-platform.ts';

/**
 * The owner's analytics read API: roll-up rows and orders written with SQL, then read through the
 * gateway as the dashboard reads them (tracking's siteAnalytics and clientErrorGroups, commerce's
 * salesSummary), by the owner, by strangers and with bad ranges.
 */
const app = useTestPlatform();
const rows = (sql: string, params: unknown[] = []) => app.db.query(sql, params) as Promise<any[]>;
const SITE = 'site_demo';

const ANALYTICS = `query($w: ID!, $from: Date!, $to: Date!, $top: Int) {
  siteAnalytics(websiteId: $w, from: $from, to: $to, top: $top) {
    from to previousFrom previousTo bucket
    totals { visits visitors pageViews searches addToCartVisits purchaseVisits addToCartRate purchaseRate }
    previousTotals { visits visitors pageViews addToCartVisits purchaseVisits }
    series { start visits visitors pageViews }
    previousSeries { start visits }
    pages { key value previousValue } referrers { key value previousValue } campaigns { key value previousValue }
    devices { key value previousValue } browsers { key value previousValue } searchTerms { key value previousValue }
  }
  salesSummary(websiteId: $w, from: $from, to: $to) {
    currency orders revenueCents previousOrders previousRevenueCents
    days { day orders revenueCents } previousDays { day orders revenueCents }
  }
}`;
const ERRORS = `query($w: ID!, $first: Int, $after: String) {
  clientErrorGroups(websiteId: $w, first: $first, after: $after) {
    totalCount
    edges { cursor node { id app message file line column count firstSeen lastSeen example { stack url userAgent templateId custom } } }
    pageInfo { hasNextPage hasPreviousPage endCursor }
  }
}`;

/** A roll-up row: [site, granularity, bucket start, metric, dimension, key, value]. */
type Rollup = [string, 'hour' | 'day', string, string, string, string, number];
const day = (date: string, metric: string, value: number, dimension = '', key = '', site = SITE): Rollup => [
  site,
  'day',
  `${date}T00:00:00Z`,
  metric,
  dimension,
  key,
  value,
];
const hour = (at: string, metric: string, value: number): Rollup => [SITE, 'hour', at, metric, '', '', value];

async function insertRollup(list: Rollup[]) {
  await rows(
    `insert into tracking.rollup (site_id, granularity, bucket_start, metric, dimension, key, value)
     select * from unnest($1::text[], $2::text[], $3::timestamptz[], $4::text[], $5::text[], $6::text[], $7::bigint[])`,
    [0, 1, 2, 3, 4, 5, 6].map((column) => list.map((row) => row[column])),
  );
}

let orderNumber = 9000;
async function insertOrder(status: string, paidAt: string | null, grandTotal: number, refunded = 0, currency = 'USD') {
  orderNumber += 1;
  await rows(
    `insert into cart.shop_order (id, website_id, number, cart_id, email, status, currency, subtotal_cents, discount_cents,
       shipping_cost_cents, tax_cents, grand_total_cents, refunded_cents, prices_include_tax, access_token_hash, created_at, paid_at)
     values ($1, $2, $3, 'cart_analytics', 'buyer@example.com', $4, $5, $6, 0, 0, 0, $6, $7, false, 'x', coalesce($8::timestamptz, now()), $8)`,
    [`ord_analytics_${orderNumber}`, SITE, orderNumber, status, currency, grandTotal, refunded, paidAt],
  );
}

beforeAll(async () => {
  // A week, 2026-03-01 to 03-07, compared with 2026-02-22 to 02-28.
  await insertRollup([
    day('2026-03-02', 'visits', 40),
    day('2026-03-05', 'visits', 60),
    day('2026-02-25', 'visits', 50),
    // Outside both periods: never counted.
    day('2026-02-21', 'visits', 1000),
    day('2026-03-08', 'visits', 1000),
    day('2026-03-02', 'visitors', 30),
    day('2026-03-05', 'visitors', 45),
    day('2026-02-25', 'visitors', 35),
    day('2026-03-02', 'page_views', 100),
    day('2026-03-05', 'page_views', 140),
    day('2026-02-25', 'page_views', 120),
    day('2026-03-05', 'searches', 5),
    day('2026-03-05', 'add_to_cart', 10),
    day('2026-03-05', 'purchase', 4),
    day('2026-02-25', 'add_to_cart', 5),
    day('2026-02-25', 'purchase', 1),
    day('2026-03-02', 'page_views', 60, 'page', '/shop'),
    day('2026-03-05', 'page_views', 80, 'page', '/shop'),
    day('2026-02-25', 'page_views', 70, 'page', '/shop'),
    day('2026-03-05', 'page_views', 30, 'page', '/journal'),
    day('2026-02-25', 'page_views', 10, 'page', '/journal'),
    day('2026-03-02', 'page_views', 20, 'page', '/cart'),
    day('2026-03-05', 'page_views', 30, 'page', '/cart'),
    day('2026-02-25', 'page_views', 40, 'page', '/about'),
    // Pages are ranked by page views, not visits.
    day('2026-03-05', 'visits', 999, 'page', '/visits-only'),
    // The roll-up's sum of each day's rarer pages is no page of the table.
    day('2026-03-05', 'page_views', 500, 'page', '(other)'),
    day('2026-03-05', 'visits', 12, 'referrer', 'search.example'),
    day('2026-03-02', 'visits', 7, 'campaign', 'newsletter / email / spring'),
    day('2026-02-25', 'visits', 3, 'campaign', 'newsletter / email / spring'),
    day('2026-03-02', 'visits', 25, 'device', 'desktop'),
    day('2026-03-05', 'visits', 35, 'device', 'desktop'),
    day('2026-03-05', 'visits', 40, 'device', 'mobile'),
    day('2026-03-05', 'visits', 70, 'browser', 'Chrome'),
    day('2026-03-05', 'visits', 30, 'browser', 'Firefox'),
    day('2026-03-05', 'searches', 5, 'search_term', 'linen'),
    // Another site's counts: never this one's.
    day('2026-03-05', 'visits', 5000, '', '', 'site_kiln'),
    day('2026-03-05', 'page_views', 5000, 'page', '/shop', 'site_kiln'),
    hour('2026-03-05T09:00:00Z', 'visits', 25),
    hour('2026-03-05T14:00:00Z', 'visits', 35),
    hour('2026-03-05T14:00:00Z', 'visitors', 30),
    hour('2026-03-04T10:00:00Z', 'visits', 8),
  ]);
  await insertOrder('PAID', '2026-03-02T10:00:00Z', 5000);
  await insertOrder('PAID', '2026-03-02T23:59:59Z', 2500, 500);
  await insertOrder('PAID', '2026-03-05T08:00:00Z', 12000);
  await insertOrder('PAID', '2026-02-25T12:00:00Z', 3000);
  await insertOrder('PAID', '2026-03-08T00:00:00Z', 99900);
  await insertOrder('PENDING_PAYMENT', null, 7000);
  await insertOrder('CANCELLED', null, 8000);
  const at = (minutes: number) => new Date(Date.UTC(2026, 2, 5, 12, minutes)).toISOString();
  for (const [fingerprint, message, lastSeen, site] of [
    ['fp_old', 'ReferenceError: cart is not defined', at(1), SITE],
    ['fp_new', 'TypeError: x is undefined', at(30), SITE],
    ['fp_mid', 'Script error.', at(10), SITE],
    ['fp_kiln', 'Kiln only', at(40), 'site_kiln'],
  ] as const)
    await rows(
      `insert into tracking.client_error_group (site_id, fingerprint, app, message, file, line, col, count, first_seen, last_seen, example)
       values ($1, $2, 'storefront', $3, 'https://atelier.test/assets/app.js', 12, 7, 3, '2026-03-01T00:00:00Z', $4, $5)`,
      [
        site,
        fingerprint,
        message,
        lastSeen,
        JSON.stringify({
          stack: `${message}\n    at app.js:12:7`,
          url: 'https://atelier.test/shop',
          userAgent: 'Firefox',
          custom: { step: 2 },
        }),
      ],
    );
});

describe('the owner’s analytics', () => {
  it('answers a week’s totals, days, conversion and top tables beside the week before, from the roll-up alone', async () => {
    const owner = await signedInClient(app.url);
    const { json } = await owner.graphql(ANALYTICS, { w: SITE, from: '2026-03-01', to: '2026-03-07' });
    expect(json.errors).toBeUndefined();
    const analytics = json.data.siteAnalytics;
    expect([analytics.from, analytics.to, analytics.previousFrom, analytics.previousTo, analytics.bucket]).toEqual([
      '2026-03-01',
      '2026-03-07',
      '2026-02-22',
      '2026-02-28',
      'DAY',
    ]);
    expect(analytics.totals).toEqual({
      visits: 100,
      visitors: 75,
      pageViews: 240,
      searches: 5,
      addToCartVisits: 10,
      purchaseVisits: 4,
      addToCartRate: 0.1,
      purchaseRate: 0.04,
    });
    expect(analytics.previousTotals).toEqual({
      visits: 50,
      visitors: 35,
      pageViews: 120,
      addToCartVisits: 5,
      purchaseVisits: 1,
    });
    expect(analytics.series.map((point: any) => [point.start, point.visits, point.visitors, point.pageViews])).toEqual([
      ['2026-03-01T00:00:00.000Z', 0, 0, 0],
      ['2026-03-02T00:00:00.000Z', 40, 30, 100],
      ['2026-03-03T00:00:00.000Z', 0, 0, 0],
      ['2026-03-04T00:00:00.000Z', 0, 0, 0],
      ['2026-03-05T00:00:00.000Z', 60, 45, 140],
      ['2026-03-06T00:00:00.000Z', 0, 0, 0],
      ['2026-03-07T00:00:00.000Z', 0, 0, 0],
    ]);
    expect(analytics.previousSeries.map((point: any) => point.visits)).toEqual([0, 0, 0, 50, 0, 0, 0]);
    expect(analytics.pages).toEqual([
      { key: '/shop', value: 140, previousValue: 70 },
      { key: '/cart', value: 50, previousValue: 0 },
      { key: '/journal', value: 30, previousValue: 10 },
    ]);
    expect(analytics.referrers).toEqual([{ key: 'search.example', value: 12, previousValue: 0 }]);
    expect(analytics.campaigns).toEqual([{ key: 'newsletter / email / spring', value: 7, previousValue: 3 }]);
    expect(analytics.devices).toEqual([
      { key: 'desktop', value: 60, previousValue: 0 },
      { key: 'mobile', value: 40, previousValue: 0 },
    ]);
    expect(analytics.browsers.map((row: any) => row.key)).toEqual(['Chrome', 'Firefox']);
    expect(analytics.searchTerms).toEqual([{ key: 'linen', value: 5, previousValue: 0 }]);

    // Two rows of each table on asking.
    const top = (await owner.graphql(ANALYTICS, { w: SITE, from: '2026-03-01', to: '2026-03-07', top: 2 })).json.data;
    expect(top.siteAnalytics.pages.map((row: any) => row.key)).toEqual(['/shop', '/cart']);
  });

  it('answers paid orders and revenue less refunds per day, in the store’s currency, in the same operation', async () => {
    const owner = await signedInClient(app.url);
    const sales = (await owner.graphql(ANALYTICS, { w: SITE, from: '2026-03-01', to: '2026-03-07' })).json.data
      .salesSummary;
    expect([
      sales.currency,
      sales.orders,
      sales.revenueCents,
      sales.previousOrders,
      sales.previousRevenueCents,
    ]).toEqual(['USD', 3, 19000, 1, 3000]);
    expect(sales.days.map((entry: any) => [entry.day, entry.orders, entry.revenueCents])).toEqual([
      ['2026-03-01', 0, 0],
      ['2026-03-02', 2, 7000],
      ['2026-03-03', 0, 0],
      ['2026-03-04', 0, 0],
      ['2026-03-05', 1, 12000],
      ['2026-03-06', 0, 0],
      ['2026-03-07', 0, 0],
    ]);
    expect(sales.previousDays.map((entry: any) => entry.day)).toEqual([
      '2026-02-22',
      '2026-02-23',
      '2026-02-24',
      '2026-02-25',
      '2026-02-26',
      '2026-02-27',
      '2026-02-28',
    ]);
    expect(sales.previousDays[3]).toEqual({ day: '2026-02-25', orders: 1, revenueCents: 3000 });
  });

  it('draws a day hour by hour, beside the day before', async () => {
    const owner = await signedInClient(app.url);
    const analytics = (await owner.graphql(ANALYTICS, { w: SITE, from: '2026-03-05', to: '2026-03-05' })).json.data
      .siteAnalytics;
    expect([analytics.bucket, analytics.series.length, analytics.previousSeries.length]).toEqual(['HOUR', 24, 24]);
    expect(analytics.series[9]).toEqual({ start: '2026-03-05T09:00:00.000Z', visits: 25, visitors: 0, pageViews: 0 });
    expect(analytics.series[14]).toEqual({ start: '2026-03-05T14:00:00.000Z', visits: 35, visitors: 30, pageViews: 0 });
    expect(analytics.previousSeries[10]).toEqual({ start: '2026-03-04T10:00:00.000Z', visits: 8 });
    // Totals come from the daily buckets, where each visitor of the day counts once.
    expect([analytics.totals.visits, analytics.totals.visitors]).toEqual([60, 45]);
  });

  it('lists client error groups the latest seen first, a page at a time, with their example', async () => {
    const owner = await signedInClient(app.url);
    const first = (await owner.graphql(ERRORS, { w: SITE, first: 2 })).json.data.clientErrorGroups;
    expect(first.totalCount).toBe(3);
    expect(first.edges.map((edge: any) => edge.node.id)).toEqual(['fp_new', 'fp_mid']);
    expect(first.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
    expect(first.edges[0].node).toEqual({
      id: 'fp_new',
      app: 'storefront',
      message: 'TypeError: x is undefined',
      file: 'https://atelier.test/assets/app.js',
      line: 12,
      column: 7,
      count: 3,
      firstSeen: '2026-03-01T00:00:00.000Z',
      lastSeen: '2026-03-05T12:30:00.000Z',
      example: {
        stack: 'TypeError: x is undefined\n    at app.js:12:7',
        url: 'https://atelier.test/shop',
        userAgent: 'Firefox',
        templateId: null,
        custom: '{"step":2}',
      },
    });
    const rest = (await owner.graphql(ERRORS, { w: SITE, first: 2, after: first.pageInfo.endCursor })).json.data
      .clientErrorGroups;
    expect(rest.edges.map((edge: any) => edge.node.id)).toEqual(['fp_old']);
    expect(rest.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: true });
  });
});

describe('who may read it', () => {
  it('answers nothing to a stranger, to the signed out, or for a site other than the request’s', async () => {
    await rows(
      `insert into accounts.owner (id, email, name, password_hash) values ('owner_analytics_other', 'analytics-other@atelier.test', 'Other', $1)`,
      [await hashPassword('other-owner-password')],
    );
    const other = new HttpClient(app.url);
    await other.graphql(
      `mutation { login(email: "analytics-other@atelier.test", password: "other-owner-password") { owner { id } } }`,
    );
    const signedOut = new HttpClient(app.url);
    for (const client of [other, signedOut]) {
      const { json } = await client.graphql(ANALYTICS, { w: SITE, from: '2026-03-01', to: '2026-03-07' });
      expect(json.errors).toBeUndefined();
      expect([json.data.siteAnalytics, json.data.salesSummary]).toEqual([null, null]);
      const groups = (await client.graphql(ERRORS, { w: SITE })).json.data.clientErrorGroups;
      expect([groups.totalCount, groups.edges]).toEqual([0, []]);
    }
    // The owner of both demo sites, asking on kiln's host about the atelier site: that is not the request's site.
    const port = new URL(app.url).port;
    const onKiln = await signedInClient(`http://kiln.localhost:${port}`);
    const away = (await onKiln.graphql(ANALYTICS, { w: SITE, from: '2026-03-01', to: '2026-03-07' })).json.data;
    expect([away.siteAnalytics, away.salesSummary]).toEqual([null, null]);
    const kiln = (await onKiln.graphql(ERRORS, { w: 'site_kiln' })).json.data.clientErrorGroups;
    expect(kiln.edges.map((edge: any) => edge.node.id)).toEqual(['fp_kiln']);
  });
});

describe('bad input', () => {
  it('refuses reversed, too long and impossible ranges, and bad pages, saying why', async () => {
    const owner = await signedInClient(app.url);
    const refusal = async (query: string, variables: Record<string, unknown>) => {
      const { status, json } = await owner.graphql(query, variables);
      expect(json.data?.siteAnalytics ?? json.data?.clientErrorGroups ?? null).toBeNull();
      return { status, code: json.errors?.[0]?.extensions?.code, message: json.errors?.[0]?.message };
    };
    const ONLY = `query($w: ID!, $from: Date!, $to: Date!, $top: Int) { siteAnalytics(websiteId: $w, from: $from, to: $to, top: $top) { from } }`;
    const SALES = `query($w: ID!, $from: Date!, $to: Date!) { salesSummary(websiteId: $w, from: $from, to: $to) { orders } }`;
    expect(await refusal(ONLY, { w: SITE, from: '2026-03-07', to: '2026-03-01' })).toEqual({
      status: 200,
      code: 'BAD_USER_INPUT',
      message: 'The range ends before it starts: choose a last day on or after the first.',
    });
    expect(await refusal(ONLY, { w: SITE, from: '2025-01-01', to: '2026-01-02' })).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: 'A range is at most 366 days long; this one is 367.',
    });
    const sales = await owner.graphql(SALES, { w: SITE, from: '2025-01-01', to: '2026-01-02' });
    expect([sales.json.data.salesSummary, sales.json.errors![0].message]).toEqual([
      null,
      'A range is at most 366 days long; this one is 367.',
    ]);
    expect(await refusal(ONLY, { w: SITE, from: '2026-03-01', to: '2026-03-07', top: 0 })).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: 'top must be a whole number from 1 to 100.',
    });
    // A day that does not exist is refused at the edge by the Date scalar, as a client's 400.
    const impossible = await owner.graphql(ONLY, { w: SITE, from: '2026-02-30', to: '2026-03-02' });
    expect(impossible.status).toBe(400);
    expect(impossible.json.errors![0].message).toContain('Value is not a valid LocalDate: 2026-02-30');
    expect(await refusal(ERRORS, { w: SITE, after: 'not-a-cursor' })).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: 'after is not a cursor of this list; start again without it.',
    });
    expect(await refusal(ERRORS, { w: SITE, first: 101 })).toMatchObject({ code: 'BAD_USER_INPUT' });
  });
});

describe('the roll-up read', () => {
  it('reads the roll-up through its indexes, never scanning the table, once it holds many sites', async () => {
    // 60 other sites with a year of daily totals and pages each: the planner now has a table worth an index.
    await rows(`
      insert into tracking.rollup (site_id, granularity, bucket_start, metric, dimension, key, value)
      select 'site_bulk_' || s, 'day', timestamptz '2025-03-01' + d * interval '1 day', m, dim, k, 1
        from generate_series(1, 60) s, generate_series(0, 365) d,
             (values ('visits', '', ''), ('page_views', '', ''), ('page_views', 'page', '/a'), ('page_views', 'page', '/b')) v(m, dim, k)`);
    await rows('analyze tracking.rollup');
    const range = (reportRange('2026-03-01', '2026-03-07') as { value: ReportRange }).value;
    let n = 0;
    const sql = ANALYTICS_STATEMENT.replace(/\?/g, () => `$${++n}`);
    const [plan] = await rows(`explain (format json) ${sql}`, analyticsParams(SITE, range, 10));
    const scans: string[] = [];
    const walk = (node: any) => {
      if (node['Relation Name'] === 'rollup') scans.push(`${node['Node Type']} ${node['Index Name'] ?? ''}`.trim());
      for (const child of node.Plans ?? []) walk(child);
    };
    walk(plan['QUERY PLAN'][0].Plan);
    expect(scans).toHaveLength(4);
    for (const scan of scans) expect(scan).toMatch(/^(Index Scan|Index Only Scan|Bitmap Heap Scan)/);
  });
});
