import { beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { COOKIE_MAX_AGE_SECONDS, parseVisitRecord, TRACKING_COOKIES } from '@atelier/tracking';
import { useBrowserSession } from '../support/browser-session.ts';
import { signedInClient, signInAsOwner } from '../support/sign-in.ts';
import { shoot } from '../support/shots.ts';
import type { HttpClient } from '../support/http-client.ts';

/**
 * The page script in Chromium (packages/tracking README): the visit cookies it sets, in their
 * formats and for their lifetimes, what it sends, and what it does not under Do-Not-Track, Global
 * Privacy Control and a declined cookie banner.
 */
// The roll-up is run on asking (runNow), as the dashboard's numbers come from it.
const session = useBrowserSession({ jobs: ['tracking.rollup'] });
let owner: HttpClient;

beforeAll(async () => {
  owner = await signedInClient(session.app.url);
});

/** The longest a browser keeps a cookie (RFC 6265bis; Chromium since version 104). */
const BROWSER_COOKIE_CAP_SECONDS = 400 * 86_400;

const TRACKING_REQUEST = /\/api\/(census|events|v1\/events)\//;

/**
 * The browser a visitor has: this Chromium as a desktop one says it is. Headless, it says
 * HeadlessChrome, which the collector takes for the bot it is and does not store.
 */
const VISITOR_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** A page in a fresh context, with the tracking requests it sends recorded (watched, never touched). */
async function visitorPage(width = 1280, init?: () => void): Promise<{ page: Page; sent: string[] }> {
  const page = await session.newPage(width, { userAgent: VISITOR_AGENT });
  if (init) await page.addInitScript(init);
  const sent: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (TRACKING_REQUEST.test(url.pathname)) sent.push(`${request.method()} ${url.pathname}`);
  });
  return { page, sent };
}

/** The tracking cookies the context holds, by name. */
async function trackingCookies(context: BrowserContext) {
  const names = Object.values(TRACKING_COOKIES) as string[];
  return Object.fromEntries(
    (await context.cookies()).filter((cookie) => names.includes(cookie.name)).map((cookie) => [cookie.name, cookie]),
  );
}

const rows = (sql: string, params: unknown[] = []) => session.app.db.query(sql, params) as Promise<any[]>;

/** A campaign of this test's own (utm parameters), so that its events and aggregates are told apart from others'. */
let campaigns = 0;
function campaign(name: string) {
  const utm = { source: 'browser-test', medium: 'tracking', campaign: `${name}-${Date.now()}-${++campaigns}` };
  return {
    query: `?utm_source=${utm.source}&utm_medium=${utm.medium}&utm_campaign=${utm.campaign}`,
    key: `${utm.source} / ${utm.medium} / ${utm.campaign}`,
    name: utm.campaign,
  };
}

/** The raw events of a campaign, oldest first. */
const eventsOf = (utmCampaign: string) =>
  rows(
    `select kind, path, session_id, visit_count, referrer_host, utm_source from tracking.event where site_id = 'site_demo' and utm_campaign = $1 order by id`,
    [utmCampaign],
  );

/**
 * Waits until the events sent before now have all been stored: a later page view, of a visitor who
 * may be tracked, is in the table (the collector stores in order).
 */
async function storedUpTo(after: ReturnType<typeof campaign>) {
  const { page } = await visitorPage();
  await open(page, `/journal${after.query}`);
  await expect.poll(async () => (await eventsOf(after.name)).length).toBeGreaterThan(0);
}

/** Opens a page and waits until the page script has run (it is a module script: after the document is parsed). */
async function open(page: Page, path: string) {
  await page.goto(`${session.app.url}${path}`);
  await page.waitForLoadState('load');
}

async function saveSettings(input: { trackingEnabled: boolean; cookieBanner: boolean }) {
  const { json } = await owner.graphql(
    `mutation($input: TrackingSettingsInput!) { saveTrackingSettings(input: $input) { userErrors { code } } }`,
    { input },
  );
  expect(json.data.saveTrackingSettings.userErrors).toEqual([]);
}

describe('the visit cookies', () => {
  it('are set as specified: a record with count 1 for 2 years, the timestamp for 30 minutes, the analytics id for 390 days', async () => {
    // The page's own cookie writes, watched as they pass (each still goes to the browser as written).
    const { page, sent } = await visitorPage(1280, () => {
      const cookie = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
      const writes: string[] = ((window as unknown as { cookieWrites: string[] }).cookieWrites = []);
      Object.defineProperty(Document.prototype, 'cookie', {
        configurable: true,
        get() {
          return cookie.get!.call(this);
        },
        set(value: string) {
          writes.push(value);
          cookie.set!.call(this, value);
        },
      });
    });
    const before = Math.floor(Date.now() / 1000);
    await open(page, '/shop');
    await expect
      .poll(async () => Object.keys(await trackingCookies(page.context())).sort())
      .toEqual(['ss_cid', 'ss_cvr', 'ss_cvt']);
    const after = Math.ceil(Date.now() / 1000);
    const cookies = await trackingCookies(page.context());
    const record = parseVisitRecord(cookies.ss_cvr!.value)!;
    expect(cookies.ss_cvr!.value).toMatch(/^[0-9a-f-]{36}\|[1-9]\d*\|[1-9]\d*\|[1-9]\d*\|1$/);
    expect(record).toMatchObject({ count: 1 });
    expect(record.firstVisit).toBe(record.currentVisit);
    expect(cookies.ss_cvt!.value).toMatch(/^[1-9]\d*$/);
    expect(cookies.ss_cid!.value).toMatch(/^[0-9a-f-]{36}$/);
    const lifetimes = {
      ss_cvr: COOKIE_MAX_AGE_SECONDS.visitRecord,
      ss_cvt: COOKIE_MAX_AGE_SECONDS.visitTimestamp,
      ss_cid: COOKIE_MAX_AGE_SECONDS.analyticsId,
    };
    expect(lifetimes).toEqual({ ss_cvr: 2 * 365 * 86_400, ss_cvt: 30 * 60, ss_cid: 390 * 86_400 });
    // What the page asks of the browser: each cookie for its SPEC lifetime.
    const writes = await page.evaluate(() => (window as unknown as { cookieWrites: string[] }).cookieWrites);
    for (const [name, seconds] of Object.entries(lifetimes))
      expect(writes).toContain(`${name}=${cookies[name]!.value}; Max-Age=${seconds}; Path=/; SameSite=Lax`);
    // What Chromium keeps, bracketed by the moments before and after the page set it: the same, but
    // that it keeps no cookie longer than 400 days (RFC 6265bis), which the page's rewriting of the
    // record on every visit makes up for.
    for (const [name, seconds] of Object.entries(lifetimes)) {
      const kept = Math.min(seconds, BROWSER_COOKIE_CAP_SECONDS);
      expect(cookies[name]!.expires).toBeGreaterThanOrEqual(before + kept - 1);
      expect(cookies[name]!.expires).toBeLessThanOrEqual(after + kept + 1);
      expect(cookies[name]).toMatchObject({ path: '/', sameSite: 'Lax', httpOnly: false });
    }
    await expect.poll(() => sent).toContain('POST /api/census/RecordHit');
  });

  it('record a visit and its page views, counted by the roll-up', async () => {
    const { page } = await visitorPage();
    const utm = campaign('visit');
    await open(page, `/shop${utm.query}`);
    await open(page, `/shop/p/linen-shirt${utm.query}`);
    const sessionId = await page.evaluate(() => sessionStorage.getItem('atelier-tracking-session'));
    const pageView = (path: string) => ({
      kind: 'page_view',
      path,
      session_id: sessionId,
      visit_count: 1,
      referrer_host: null,
      utm_source: 'browser-test',
    });
    await expect
      .poll(async () => (await eventsOf(utm.name)).filter((event) => event.kind === 'page_view'))
      .toEqual([pageView('/shop'), pageView('/shop/p/linen-shirt')]);
    await session.app.platform.jobs!.runNow('tracking.rollup');
    const counted = await rows(
      `select granularity, metric, value::int from tracking.rollup where site_id = 'site_demo' and dimension = 'campaign' and key = $1 order by granularity, metric`,
      [utm.key],
    );
    expect(counted).toEqual([
      { granularity: 'day', metric: 'page_views', value: 2 },
      { granularity: 'day', metric: 'visits', value: 1 },
      { granularity: 'hour', metric: 'page_views', value: 2 },
      { granularity: 'hour', metric: 'visits', value: 1 },
    ]);
  });

  it('record a site search on the search page, with its words, besides its page view', async () => {
    const { page } = await visitorPage();
    const utm = campaign('search');
    await open(page, `/search${utm.query}&q=Linen`);
    await expect
      .poll(() =>
        rows(`select kind, path, search_term from tracking.event where utm_campaign = $1 order by kind`, [utm.name]),
      )
      .toEqual([
        { kind: 'page_view', path: '/search', search_term: null },
        { kind: 'site_search', path: '/search', search_term: 'linen' },
      ]);
  });

  it('keep the visit while the timestamp lives, and count a new one when it has expired', async () => {
    const { page } = await visitorPage();
    await open(page, '/shop');
    await expect.poll(async () => (await trackingCookies(page.context())).ss_cvr?.value).toBeTruthy();
    const first = parseVisitRecord((await trackingCookies(page.context())).ss_cvr!.value)!;
    await open(page, '/shop/p/linen-shirt');
    await expect
      .poll(async () => parseVisitRecord((await trackingCookies(page.context())).ss_cvr?.value))
      .toEqual(first);
    // The timestamp cookie gone, as it is 30 minutes after the last page: the next page begins visit 2.
    await page.context().clearCookies({ name: 'ss_cvt' });
    await open(page, '/journal');
    await expect
      .poll(async () => parseVisitRecord((await trackingCookies(page.context())).ss_cvr?.value)?.count)
      .toBe(2);
    const second = parseVisitRecord((await trackingCookies(page.context())).ss_cvr!.value)!;
    expect(second).toMatchObject({ id: first.id, firstVisit: first.firstVisit, previousVisit: first.currentVisit });
    expect(second.currentVisit).toBeGreaterThan(first.currentVisit);
  });

  it('replace an invalid record with a new one of count 1', async () => {
    const { page } = await visitorPage();
    await page.context().addCookies([
      { name: 'ss_cvr', value: 'abc|1|2|3', url: session.app.url },
      { name: 'ss_cvt', value: '0123', url: session.app.url },
    ]);
    await open(page, '/shop');
    await expect
      .poll(async () => parseVisitRecord((await trackingCookies(page.context())).ss_cvr?.value)?.count)
      .toBe(1);
    expect((await trackingCookies(page.context())).ss_cvr!.value.startsWith('abc|')).toBe(false);
  });
});

describe('census hits', () => {
  it('sends the quick view of a shop card, the add button click, and a heartbeat when a page is left', async () => {
    const { page, sent } = await visitorPage();
    const left: string[] = [];
    page.on('request', (request) => {
      if (new URLSearchParams(request.postData() ?? '').get('event') === '10')
        left.push(new URL(request.url()).pathname);
    });
    await open(page, '/shop');
    await expect.poll(() => sent).toContain('POST /api/census/RecordHit');
    await page.locator('a[data-quick-view]').first().click();
    await expect.poll(() => sent).toContain('POST /api/census/RecordQuickView/prod_linen_shirt');
    await open(page, '/shop/p/field-guide');
    await expect.poll(() => page.locator('.sqs-add-to-cart-button-wrapper.is-ready').count()).toBe(1);
    await page.locator('.sqs-add-to-cart-button').click();
    await expect.poll(() => sent).toContain('POST /api/census/button-click');
    // The tab switched away (as the browser tells a page): its time on the page (census event 10) goes as a beacon, once.
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
      document.dispatchEvent(new Event('visibilitychange'));
      window.dispatchEvent(new Event('pagehide'));
    });
    await expect.poll(() => left).toEqual(['/api/census/RecordHit']);
  });
});

describe('commerce events', () => {
  it('sends commerce_add_to_cart after a successful add, and commerce_purchase once on the order confirmation', async () => {
    const { page, sent } = await visitorPage();
    const events: { customSchemaName: string; customData: Record<string, unknown>; analyticsId: string }[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname !== '/api/v1/events') return;
      const body = request.postDataJSON() as { customSchemaName: string; customData: string; analyticsId: string };
      events.push({ ...body, customData: JSON.parse(body.customData) as Record<string, unknown> });
    });
    await open(page, '/shop/p/field-guide');
    await expect.poll(() => page.locator('.sqs-add-to-cart-button-wrapper.is-ready').count()).toBe(1);
    await page.locator('.sqs-add-to-cart-button').click();
    await expect.poll(() => events.map((event) => event.customSchemaName)).toEqual(['commerce_add_to_cart']);
    const analyticsId = (await trackingCookies(page.context())).ss_cid!.value;
    expect(events[0]).toMatchObject({ analyticsId, customData: { itemId: 'prod_field_guide', quantity: 1 } });

    // The order placed as the checkout page places it (same browser, same cart), then its confirmation opened twice.
    const placed = await page.request.post(`${session.app.url}/graphql`, {
      data: {
        query: `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { order { id status grandTotalCents } orderToken userErrors { code } } }`,
        variables: {
          input: {
            idempotencyKey: `tracking-${Date.now()}-purchase`,
            email: 'ivy@example.com',
            cardNumber: '4242 4242 4242 4242',
          },
        },
      },
    });
    const { order, orderToken, userErrors } = ((await placed.json()) as { data: { placeOrder: any } }).data.placeOrder;
    expect(userErrors).toEqual([]);
    expect(order.status).toBe('PAID');
    const confirmation = `/commerce/orders/${encodeURIComponent(order.id)}?token=${encodeURIComponent(orderToken)}`;
    await open(page, confirmation);
    await expect
      .poll(() => events.map((event) => event.customSchemaName))
      .toEqual(['commerce_add_to_cart', 'commerce_purchase']);
    expect(events[1]!.customData).toEqual({
      id: order.id,
      grandTotalCents: order.grandTotalCents,
      currency: 'USD',
      itemCount: 1,
    });
    // Opened again: its page view is sent, and in the same turn of the page script the purchase would be.
    const hits = () => sent.filter((request) => request === 'POST /api/census/RecordHit').length;
    const seen = hits();
    await open(page, confirmation);
    await expect.poll(hits).toBe(seen + 1);
    expect(events.map((event) => event.customSchemaName)).toEqual(['commerce_add_to_cart', 'commerce_purchase']);
    // Stored as the visit's add to cart and purchase, which the roll-up counts per visit.
    const sessionId = await page.evaluate(() => sessionStorage.getItem('atelier-tracking-session'));
    await expect
      .poll(() =>
        rows(
          `select kind, path, schema_name from tracking.event where site_id = 'site_demo' and session_id = $1 and kind in ('add_to_cart', 'purchase') order by id`,
          [sessionId],
        ),
      )
      .toEqual([
        { kind: 'add_to_cart', path: '/shop/p/field-guide', schema_name: 'commerce_add_to_cart' },
        { kind: 'purchase', path: `/commerce/orders/${order.id}`, schema_name: 'commerce_purchase' },
      ]);
  });
});

describe('the error reporter', () => {
  it('reports an error thrown on a page, a second after it, with the documented data', async () => {
    const { page } = await visitorPage();
    const reports: { event: string; data: string; timestamp: number }[][] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/events/RecordJavascriptErrors')
        reports.push(request.postDataJSON() as { event: string; data: string; timestamp: number }[]);
    });
    await open(page, '/shop');
    await expect.poll(async () => (await trackingCookies(page.context())).ss_cvr?.value).toBeTruthy();
    await page.evaluate(() => {
      setTimeout(() => {
        throw new Error('Tracking test: the gallery could not start');
      });
    });
    await expect.poll(() => reports.length).toBe(1);
    expect(reports[0]).toHaveLength(1);
    const [report] = reports[0]!;
    expect(report!.event).toBe('javascript_error');
    expect(JSON.parse(report!.data)).toMatchObject({
      app: 'storefront',
      message: 'Uncaught Error: Tracking test: the gallery could not start',
      stack: expect.stringContaining('Error: Tracking test: the gallery could not start'),
      websiteId: 'site_demo',
      templateId: 'atelier',
      url: `${session.app.url}/shop`,
      userAgent: VISITOR_AGENT,
    });
    // Grouped for the owner by message and place, with its count and an example.
    await expect
      .poll(() =>
        rows(
          `select app, message, count::int, example->>'url' as url from tracking.client_error_group where site_id = 'site_demo' and message = $1`,
          ['Uncaught Error: Tracking test: the gallery could not start'],
        ),
      )
      .toEqual([
        {
          app: 'storefront',
          message: 'Uncaught Error: Tracking test: the gallery could not start',
          count: 1,
          url: `${session.app.url}/shop`,
        },
      ]);
  });
});

describe('privacy', () => {
  it('with Do-Not-Track on, sets no tracking cookie, sends nothing, and clears the census cookies held', async () => {
    const { page, sent } = await visitorPage(1280, () =>
      Object.defineProperty(Navigator.prototype, 'doNotTrack', { get: () => '1' }),
    );
    await page
      .context()
      .addCookies([{ name: 'ss_cid', value: 'b1f0c7d2-0000-4000-8000-000000000001', url: session.app.url }]);
    const utm = campaign('dnt');
    await open(page, `/shop${utm.query}`);
    await open(page, `/shop/p/linen-shirt${utm.query}`);
    await expect.poll(async () => Object.keys(await trackingCookies(page.context()))).toEqual([]);
    expect(sent).toEqual([]);
    await storedUpTo(campaign('after-dnt'));
    expect(await eventsOf(utm.name)).toEqual([]);
  });

  it('with Global Privacy Control on, the same', async () => {
    const { page, sent } = await visitorPage(1280, () =>
      Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }),
    );
    await open(page, '/shop');
    expect(
      await page.evaluate(() => (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl),
    ).toBe(true);
    expect(Object.keys(await trackingCookies(page.context()))).toEqual([]);
    expect(sent).toEqual([]);
  });
});

describe('the cookie banner', () => {
  it('shows when the owner asks for one; nothing is set or sent before an answer, nothing after Decline, and Accept records', async () => {
    await saveSettings({ trackingEnabled: true, cookieBanner: true });
    try {
      const declining = await visitorPage(390);
      const declined = campaign('declined');
      await open(declining.page, `/shop${declined.query}`);
      const banner = declining.page.getByRole('region', { name: 'Cookies on this site' });
      await expect.poll(() => banner.isVisible()).toBe(true);
      expect(Object.keys(await trackingCookies(declining.page.context()))).toEqual([]);
      expect(declining.sent).toEqual([]);
      await shoot(declining.page, 'cookie-banner');
      await banner.getByRole('button', { name: 'Decline' }).click();
      await expect.poll(() => banner.count()).toBe(0);
      expect(await trackingCookies(declining.page.context())).toEqual({
        [TRACKING_COOKIES.consent]: expect.objectContaining({ value: 'declined' }),
      });
      await open(declining.page, `/shop/p/linen-shirt${declined.query}`);
      expect(await declining.page.locator('.cookie-banner').count()).toBe(0);
      expect(Object.keys(await trackingCookies(declining.page.context()))).toEqual([TRACKING_COOKIES.consent]);
      expect(declining.sent).toEqual([]);

      const accepting = await visitorPage(1280);
      const accepted = campaign('accepted');
      await open(accepting.page, '/shop');
      await accepting.page.getByRole('button', { name: 'Accept' }).click();
      await expect
        .poll(async () => Object.keys(await trackingCookies(accepting.page.context())).sort())
        .toEqual([TRACKING_COOKIES.consent, 'ss_cid', 'ss_cvr', 'ss_cvt'].sort());
      await expect.poll(() => accepting.sent).toContain('POST /api/census/RecordHit');
      await open(accepting.page, `/shop/p/linen-shirt${accepted.query}`);
      expect(await accepting.page.locator('.cookie-banner').count()).toBe(0);
      // Accepted, the next page is recorded; declined, nothing ever was.
      await expect
        .poll(async () => (await eventsOf(accepted.name)).filter((e) => e.kind === 'page_view').map((e) => e.path))
        .toEqual(['/shop/p/linen-shirt']);
      expect(await eventsOf(declined.name)).toEqual([]);
      // The owner takes the banner away: the visitor who declined is still not recorded.
      await saveSettings({ trackingEnabled: true, cookieBanner: false });
      await open(declining.page, `/journal${declined.query}`);
      expect(Object.keys(await trackingCookies(declining.page.context()))).toEqual([TRACKING_COOKIES.consent]);
      expect(declining.sent).toEqual([]);
    } finally {
      await saveSettings({ trackingEnabled: true, cookieBanner: false });
    }
  });

  it("is turned on and off by the owner in /admin/settings' Tracking & cookies", async () => {
    const admin = await session.newPage(390);
    await signInAsOwner(admin, session.app.url, '/admin/settings');
    const section = admin.getByRole('form', { name: 'Tracking & cookies' });
    const banner = section.getByRole('checkbox', { name: /Ask visitors first with a cookie banner/ });
    await expect.poll(() => banner.isChecked()).toBe(false);
    expect(await section.getByRole('checkbox', { name: 'Record visits and events on my site' }).isChecked()).toBe(true);
    await banner.check();
    await section.getByRole('button', { name: 'Save tracking settings' }).click();
    await expect
      .poll(() => section.getByRole('status').textContent())
      .toBe('Saved: your pages follow these settings from now on.');
    await section.scrollIntoViewIfNeeded();
    await shoot(admin, 'tracking-settings');
    const { page } = await visitorPage();
    await open(page, '/shop');
    await expect.poll(() => page.locator('.cookie-banner').isVisible()).toBe(true);
    await banner.uncheck();
    await section.getByRole('button', { name: 'Save tracking settings' }).click();
    await expect
      .poll(
        async () =>
          (await session.app.db.query(`select cookie_banner from tracking.site_setting where site_id = 'site_demo'`))[0]
            ?.cookie_banner,
      )
      .toBe(false);
    await open(page, '/shop');
    expect(await page.locator('.cookie-banner').count()).toBe(0);
  });

  it('is not shown, and nothing is set, when the site turns tracking off', async () => {
    await saveSettings({ trackingEnabled: false, cookieBanner: true });
    try {
      const { page, sent } = await visitorPage();
      await open(page, '/shop');
      expect(await page.locator('.cookie-banner').count()).toBe(0);
      expect(Object.keys(await trackingCookies(page.context()))).toEqual([]);
      expect(sent).toEqual([]);
    } finally {
      await saveSettings({ trackingEnabled: true, cookieBanner: false });
    }
  });
});
