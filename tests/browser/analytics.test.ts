import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { addDays, dayOf } from '@atelier/analytics';
import { useBrowserSession } from '../support/browser-session.ts';
import { HttpClient } from '../support/http-client.ts';
import { shoot } from '../support/shots.ts';
import { signInAsOwner } from '../support/sign-in.ts';

/**
 * The owner's analytics and client errors panels in Chromium: the roll-up's counts (written with
 * SQL, as the roll-up job writes them) drawn as figures, a chart and tables with their CSV, the
 * range changed, a site with nothing yet, and an error group opened to its example; then visits and
 * errors sent through the collector's own paths, rolled up by the job, on the other site's panels.
 */
const session = useBrowserSession({ jobs: ['tracking.rollup'] });
const rows = (sql: string, params: unknown[] = []) => session.app.db.query(sql, params) as Promise<any[]>;

// Days some way inside the 30 and 7 day ranges that end today, so that the range the page picks
// holds them whenever the test runs, even across midnight.
const today = dayOf(new Date());
const VISITS = [
  { day: addDays(today, -20), visits: 120, pageViews: 300 },
  { day: addDays(today, -12), visits: 80, pageViews: 210 },
  { day: addDays(today, -4), visits: 45, pageViews: 96 },
  { day: addDays(today, -3), visits: 30, pageViews: 70 },
];
const PREVIOUS = { day: addDays(today, -40), visits: 150, pageViews: 340 };

async function recordRollup() {
  const day = (date: string, metric: string, value: number, dimension = '', key = '') => [
    'site_demo',
    'day',
    `${date}T00:00:00Z`,
    metric,
    dimension,
    key,
    value,
  ];
  const list = [
    ...[...VISITS, PREVIOUS].flatMap((entry) => [
      day(entry.day, 'visits', entry.visits),
      day(entry.day, 'visitors', entry.visits - 10),
      day(entry.day, 'page_views', entry.pageViews),
      day(entry.day, 'page_views', Math.round(entry.pageViews / 2), 'page', '/shop'),
      day(entry.day, 'page_views', Math.round(entry.pageViews / 4), 'page', '/shop/p/linen-shirt'),
      day(entry.day, 'visits', Math.round(entry.visits * 0.7), 'device', 'desktop'),
      day(entry.day, 'visits', Math.round(entry.visits * 0.3), 'device', 'mobile'),
      day(entry.day, 'visits', Math.round(entry.visits * 0.6), 'browser', 'Chrome'),
      day(entry.day, 'visits', Math.round(entry.visits * 0.4), 'browser', 'Safari'),
      day(entry.day, 'visits', Math.round(entry.visits / 5), 'referrer', 'news.example'),
    ]),
    day(VISITS[0]!.day, 'visits', 14, 'campaign', 'newsletter / email / autumn'),
    day(VISITS[1]!.day, 'searches', 6),
    day(VISITS[1]!.day, 'searches', 6, 'search_term', 'linen'),
    day(VISITS[1]!.day, 'add_to_cart', 22),
    day(VISITS[1]!.day, 'purchase', 9),
  ];
  await rows(
    `insert into tracking.rollup (site_id, granularity, bucket_start, metric, dimension, key, value)
     select * from unnest($1::text[], $2::text[], $3::timestamptz[], $4::text[], $5::text[], $6::text[], $7::bigint[])`,
    [0, 1, 2, 3, 4, 5, 6].map((column) => list.map((row) => row[column])),
  );
  // Paid orders, as checkout leaves them: two in the range (one partly refunded), one the period before.
  for (const [number, paidOn, total, refunded] of [
    [9101, VISITS[1]!.day, 4800, 0],
    [9102, VISITS[2]!.day, 2700, 500],
    [9103, PREVIOUS.day, 3000, 0],
  ] as const)
    await rows(
      `insert into cart.shop_order (id, website_id, number, cart_id, email, status, currency, subtotal_cents, discount_cents,
         shipping_cost_cents, tax_cents, grand_total_cents, refunded_cents, prices_include_tax, access_token_hash, created_at, paid_at)
       values ($1, 'site_demo', $2, 'cart_analytics', 'buyer@example.com', 'PAID', 'USD', $3, 0, 0, 0, $3, $4, false, 'x', $5, $5)`,
      [`ord_analytics_${number}`, number, total, refunded, `${paidOn}T15:00:00Z`],
    );
  await rows(
    `insert into tracking.client_error_group (site_id, fingerprint, app, message, file, line, col, count, first_seen, last_seen, example)
     values ('site_demo', 'fp_cart_total', 'cart-pill', 'TypeError: Cannot read properties of undefined (reading ''total'')',
             '/assets/islands/pill-island.js', 41, 17, 12, now() - interval '3 days', now() - interval '2 hours', $1)`,
    [
      JSON.stringify({
        stack:
          "TypeError: Cannot read properties of undefined (reading 'total')\n    at summary (/assets/islands/pill-island.js:41:17)",
        url: '/shop/p/linen-shirt',
        userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)',
        templateId: 'hayes',
        custom: { cartSize: 2 },
      }),
    ],
  );
}

const sum = (key: 'visits' | 'pageViews', from: number) =>
  VISITS.filter((entry) => entry.day >= addDays(today, from)).reduce((total, entry) => total + entry[key], 0);
const figure = (page: Page, label: string) =>
  page.locator(`[data-figure="${label}"] .analytics-figure-value`).textContent();

/** How many pixels of the chart's canvas are drawn in the current line's colour: none on an empty chart. */
const inkPixels = (page: Page) =>
  page.locator('[data-testid="analytics-traffic"] canvas').evaluate((canvas: HTMLCanvasElement) => {
    const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
    let count = 0;
    for (let i = 0; i < data.length; i += 4)
      if (Math.abs(data[i]! - 0x2f) < 12 && Math.abs(data[i + 1]! - 0x4a) < 12 && Math.abs(data[i + 2]! - 0x3a) < 12)
        count += 1;
    return count;
  });

describe('the analytics panel', () => {
  it('shows a site with nothing recorded yet as such', async () => {
    const page = await session.newPage(1280);
    const port = new URL(session.app.url).port;
    await signInAsOwner(page, `http://kiln.localhost:${port}`, '/admin/analytics');
    await expect
      .poll(() => page.getByTestId('analytics-empty').getByRole('heading').textContent())
      .toBe('No visits recorded yet');
    expect(await figure(page, 'Visits')).toBe('0');
    await shoot(page, 'analytics-empty');
  });

  it('draws the visits recorded over the last 30 days beside the period before, with tables and their CSV', async () => {
    await recordRollup();
    const page = await session.newPage(1280);
    await signInAsOwner(page, session.app.url, '/admin/analytics');
    const panel = page.getByRole('region', { name: 'Analytics' });
    await expect.poll(() => figure(page, 'Visits')).toBe(sum('visits', -29).toLocaleString('en-US'));
    expect(await figure(page, 'Page views')).toBe(sum('pageViews', -29).toLocaleString('en-US'));
    expect([await figure(page, 'Revenue'), await figure(page, 'Orders')]).toEqual(['$70.00', '2']);
    expect(await page.locator('[data-figure="Revenue"] .analytics-figure-change').textContent()).toBe(
      '+133% from $30.00',
    );
    await expect.poll(() => panel.getByTestId('analytics-sales').locator('canvas').count()).toBe(1);
    expect(await page.getByTestId('analytics-period').textContent()).toBe(
      `${addDays(today, -29)} to ${today} compared with ${addDays(today, -59)} to ${addDays(today, -30)}`,
    );
    expect(await page.locator('[data-figure="Visits"] .analytics-change').textContent()).toBe(
      `+${Math.round(((sum('visits', -29) - PREVIOUS.visits) / PREVIOUS.visits) * 100)}%`,
    );

    // The chart is drawn, its line in ink, and its figures day by day are the visits recorded.
    const traffic = panel.getByTestId('analytics-traffic');
    await expect.poll(() => traffic.locator('canvas').count()).toBe(1);
    expect(await traffic.getByRole('heading').textContent()).toBe('Visits by day');
    await expect.poll(() => inkPixels(page)).toBeGreaterThan(100);
    // Pointing at a day says its visits and the previous period's under the chart.
    const plot = (await traffic.locator('.u-over').boundingBox())!;
    const legend = traffic.locator('.time-chart-legend');
    for (let x = 2; x < plot.width; x += 3) {
      await page.mouse.move(plot.x + x, plot.y + plot.height / 2);
      if (
        (await legend
          .locator('.time-chart-when')
          .textContent()
          .catch(() => null)) === VISITS[0]!.day
      )
        break;
    }
    expect(await legend.locator('li').allTextContents()).toEqual([
      VISITS[0]!.day,
      `Visits${VISITS[0]!.visits}`,
      'Previous period0',
    ]);
    await shoot(page, 'analytics-pointed');
    await traffic.getByText('Show as a table').click();
    for (const entry of VISITS) {
      const cells = await traffic
        .locator('tbody tr', { has: page.getByRole('rowheader', { name: entry.day }) })
        .locator('td')
        .allTextContents();
      expect(cells.slice(0, 3)).toEqual([String(entry.visits), String(entry.visits - 10), String(entry.pageViews)]);
    }
    // Conversion from the add-to-cart and purchase visits.
    const conversion = panel.getByTestId('analytics-conversion');
    expect(await conversion.locator('.analytics-conversion-rate').allTextContents()).toEqual([
      `${(Math.round((22 / sum('visits', -29)) * 1000) / 10).toLocaleString('en-US')}%`,
      `${(Math.round((9 / sum('visits', -29)) * 1000) / 10).toLocaleString('en-US')}%`,
    ]);

    // The top pages, and the same as a CSV file.
    const pages = panel.getByTestId('analytics-pages');
    expect(await pages.locator('tbody tr').evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-key')))).toEqual([
      '/shop',
      '/shop/p/linen-shirt',
    ]);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      pages.getByRole('button', { name: 'Download CSV of top pages' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`atelier-supply-co-top-pages-${addDays(today, -29)}-to-${today}.csv`);
    const shop = VISITS.reduce((total, entry) => total + Math.round(entry.pageViews / 2), 0);
    const csv = (await readFile((await download.path())!, 'utf8')).split('\r\n');
    expect(csv[0]).toBe(
      `Page,Page views (${addDays(today, -29)} to ${today}),Page views (${addDays(today, -59)} to ${addDays(today, -30)})`,
    );
    expect(csv[1]).toBe(`/shop,${shop},${Math.round(PREVIOUS.pageViews / 2)}`);
    expect(await panel.getByTestId('analytics-searchTerms').locator('tbody th').allTextContents()).toEqual(['linen']);
    await shoot(page, 'analytics-30-days');

    // The last 7 days hold the two latest days only.
    await panel.getByText('7 days', { exact: true }).click();
    await expect.poll(() => figure(page, 'Visits')).toBe(String(sum('visits', -6)));
    expect(await page.getByTestId('analytics-period').textContent()).toContain(`${addDays(today, -6)} to ${today}`);

    // A custom range the shared rule refuses is refused on the page, in its words, before any request.
    await panel.getByText('Custom', { exact: true }).click();
    const custom = panel.getByRole('form', { name: 'Custom range' });
    await custom.getByLabel('From').fill('2024-01-01');
    await custom.getByLabel('To').fill('2025-06-01');
    await custom.getByRole('button', { name: 'Show' }).click();
    expect(await custom.getByRole('alert').textContent()).toBe('A range is at most 366 days long; this one is 518.');
    await shoot(page, 'analytics-custom-refused');
  });

  it('fits a phone, and follows a window made narrow', async () => {
    for (const start of [390, 1280]) {
      const page = await session.newPage(start);
      await signInAsOwner(page, session.app.url, '/admin/analytics');
      await expect.poll(() => page.getByTestId('analytics-traffic').locator('canvas').count()).toBe(1);
      await page.setViewportSize({ width: 390, height: 900 });
      // The figures under each chart too: their tables scroll inside the panel.
      for (const summary of await page.getByText('Show as a table').all()) await summary.click();
      await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
      for (const chart of ['analytics-traffic', 'analytics-sales']) {
        await expect
          .poll(async () => {
            const box = await page.getByTestId(chart).locator('canvas').boundingBox();
            return box!.x + box!.width;
          })
          .toBeLessThanOrEqual(390);
      }
    }
  });
});

describe('the client errors panel', () => {
  it('lists a reported error by message and place, with its count and example', async () => {
    const page = await session.newPage(1280);
    await signInAsOwner(page, session.app.url, '/admin/client-errors');
    const group = page.locator('[data-group-id="fp_cart_total"]');
    await expect
      .poll(() => group.locator('.client-error-message').textContent())
      .toBe("cart-pillTypeError: Cannot read properties of undefined (reading 'total')");
    expect(await group.locator('.client-error-place').textContent()).toBe('/assets/islands/pill-island.js:41:17');
    expect(await group.locator('.client-error-count').textContent()).toBe('12times');
    await group.getByText('Example report').click();
    expect(await group.locator('pre').textContent()).toContain('at summary (/assets/islands/pill-island.js:41:17)');
    expect(await group.locator('code').textContent()).toBe('{"cartSize":2}');
    await shoot(page, 'client-errors');
    // Every group of the site as a CSV file.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('client-errors-atelier-demo.csv');
    const [, row] = (await readFile((await download.path())!, 'utf8')).split('\r\n');
    const [stored] = await rows(
      `select first_seen, last_seen from tracking.client_error_group where fingerprint = 'fp_cart_total'`,
    );
    expect(row).toBe(
      `TypeError: Cannot read properties of undefined (reading 'total'),cart-pill,/assets/islands/pill-island.js,41,17,12,` +
        `${stored.first_seen.toISOString()},${stored.last_seen.toISOString()},/shop/p/linen-shirt,Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)`,
    );
  });
});

describe('visits and errors sent through the collector', () => {
  it('reach the other site’s chart once rolled up, and its errors panel grouped', async () => {
    const port = new URL(session.app.url).port;
    const kiln = new HttpClient(`http://kiln.localhost:${port}`);
    const userAgent = 'Mozilla/5.0 (X11; Linux x86_64; rv:121.0) Gecko/20100101 Firefox/121.0';
    // Three visits (sessions) of one visitor, two page views each, as the page script reports them.
    for (const sessionId of ['kiln-a', 'kiln-b', 'kiln-c'])
      for (const path of ['/notes', '/shop'])
        expect(
          (
            await kiln.request('POST', '/api/census/RecordHit', {
              raw: new URLSearchParams({
                event: '1',
                data: JSON.stringify({ websiteId: 'site_kiln', path, sessionId }),
              }).toString(),
              headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': userAgent },
            })
          ).status,
        ).toBe(202);
    const report = {
      event: 'javascript_error',
      timestamp: Date.now(),
      data: JSON.stringify({
        app: 'glaze-picker',
        message: 'RangeError: glaze index out of range',
        stack: 'RangeError: glaze index out of range\n    at pick (glaze.js:8:3)',
        file: `http://kiln.localhost:${port}/assets/glaze.js`,
        line: 8,
        column: 3,
        websiteId: 'site_kiln',
        url: `http://kiln.localhost:${port}/shop`,
        userAgent,
      }),
    };
    const sent = await kiln.request('POST', '/api/events/RecordJavascriptErrors', {
      body: [report, report],
      headers: { 'user-agent': userAgent },
    });
    expect(sent.status).toBe(202);
    // The collector writes in batches a moment after answering; then the roll-up job counts them.
    await expect
      .poll(async () => (await rows(`select count(*)::int as n from tracking.event where site_id = 'site_kiln'`))[0].n)
      .toBe(6);
    await session.app.platform.jobs!.runNow('tracking.rollup');

    const page = await session.newPage(1280);
    await signInAsOwner(page, `http://kiln.localhost:${port}`, '/admin/analytics');
    await expect.poll(() => figure(page, 'Visits')).toBe('3');
    expect([await figure(page, 'Visitors'), await figure(page, 'Page views')]).toEqual(['1', '6']);
    await expect.poll(() => inkPixels(page)).toBeGreaterThan(0);
    expect(
      await page
        .getByTestId('analytics-pages')
        .locator('tbody tr')
        .evaluateAll((trs) => trs.map((tr) => [tr.getAttribute('data-key'), tr.querySelector('td')?.textContent])),
    ).toEqual([
      ['/notes', '3'],
      ['/shop', '3'],
    ]);
    expect(await page.getByTestId('analytics-browsers').locator('tbody th').allTextContents()).toEqual(['Firefox']);

    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Client errors' }).click();
    const group = page.locator('.client-error', { hasText: 'RangeError: glaze index out of range' });
    await expect.poll(() => group.locator('.client-error-count strong').textContent()).toBe('2');
    expect(await group.locator('.client-error-place').textContent()).toBe(
      `http://kiln.localhost:${port}/assets/glaze.js:8:3`,
    );
  });
});
