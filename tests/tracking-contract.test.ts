import { describe, expect, it } from 'vitest';
import { DEMO_SITES, DEMO_WEBSITE } from '@atelier/demo-site';
import { HttpClient } from './support/http-client.ts';
import { captureLogLines } from './support/log-lines.ts';
import { useTestPlatform } from './support/test-platform.ts';

/**
 * SPEC section 7's tracking paths as a page script or a legacy embed posts them: each answers 202
 * with no body and stores what it was sent under the contract's column names; bad input gets a
 * small 4xx JSON answer and stores nothing. Stored events are awaited by polling the table: the
 * collector writes each site's events in batches, a moment after answering.
 */
const FLOOD_LIMIT = 12;
const app = useTestPlatform({
  rateLimits: { 'tracking.events-per-client': { points: FLOOD_LIMIT, durationSeconds: 3600 } },
});
const rows = (sql: string, params: unknown[] = []) => app.db.query(sql, params) as Promise<any[]>;

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const SITE = DEMO_WEBSITE.id;
const OTHER = DEMO_SITES.find((s) => s.website.id !== SITE)!.website;
const FORM = 'application/x-www-form-urlencoded';

let sessions = 0;
/** A session id of its own for each test, to find what that test stored. */
const newSession = () => `contract-${++sessions}-${Math.random().toString(36).slice(2, 8)}`;

function post(client: HttpClient, path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return client.request('POST', path, {
    raw: new URLSearchParams(fields).toString(),
    headers: { 'content-type': FORM, 'user-agent': CHROME, ...headers },
  });
}

const postJson = (client: HttpClient, path: string, body: unknown, headers: Record<string, string> = {}) =>
  client.request('POST', path, { body, headers: { 'user-agent': CHROME, ...headers } });

const eventsOf = (sessionId: string) =>
  rows(`select * from tracking.event where session_id = $1 order by id`, [sessionId]);

/** Waits until the session's events are written, then answers them. */
async function storedEvents(sessionId: string, count: number) {
  await expect.poll(async () => (await eventsOf(sessionId)).length).toBe(count);
  return eventsOf(sessionId);
}

/** A census page view of its own session: sent after bad requests of the same client, it is written after anything they could have queued. */
async function sentinel(client: HttpClient, sessionId: string, site = SITE) {
  const sent = await post(client, '/api/census/RecordHit', {
    event: '1',
    data: JSON.stringify({ websiteId: site, path: '/sentinel', sessionId }),
  });
  expect(sent.status).toBe(202);
}

const hitData = (sessionId: string, extra: Record<string, unknown> = {}) =>
  JSON.stringify({
    websiteId: SITE,
    templateId: 'tmpl_1',
    pageType: 1,
    path: '/shop/linen-shirt',
    referrer: 'https://www.example.org/blog/best-shirts?utm=x',
    utmSource: 'newsletter',
    utmMedium: 'email',
    utmCampaign: 'spring',
    sessionId,
    newVisit: true,
    firstLanding: true,
    firstSession: false,
    screenWidth: 1280,
    authenticatedAccountId: null,
    ...extra,
  });

describe('the tracking schema', () => {
  it('holds the contract’s tables, events partitioned by received_at', async () => {
    const tables = await rows(
      `select c.relname, c.relkind from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'tracking' and c.relkind in ('r', 'p') and not c.relispartition and c.relname <> 'mikro_orm_migrations' order by c.relname`,
    );
    expect(tables.map((t) => `${t.relname}:${t.relkind}`)).toEqual([
      'client_error_group:r',
      'daily_salt:r',
      'event:p',
      'rate_limit:r',
      'rollup:r',
      'rollup_pending:r',
      'site_setting:r',
    ]);
  });
});

describe('POST /api/census/RecordHit', () => {
  it('records a page view (event 1) with the page, referrer host, campaign, session, visit count, device and browser', async () => {
    const client = new HttpClient(app.url);
    const sessionId = newSession();
    const answer = await post(client, '/api/census/RecordHit', {
      event: '1',
      data: hitData(sessionId),
      ss_cvr: 'a1b2c3|1764000000000|1764100000000|1764150000000|3',
    });
    expect(answer.status).toBe(202);
    expect(answer.text).toBe('');
    const [event] = await storedEvents(sessionId, 1);
    expect(event).toMatchObject({
      site_id: SITE,
      kind: 'page_view',
      path: '/shop/linen-shirt',
      referrer_host: 'www.example.org',
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'spring',
      session_id: sessionId,
      visit_count: 3,
      device: 'desktop',
      browser: 'Chrome',
      account_id: null,
    });
    expect(event.data).toEqual({
      templateId: 'tmpl_1',
      pageType: 1,
      newVisit: true,
      firstLanding: true,
      firstSession: false,
      screenWidth: 1280,
    });
    expect(event.visitor_hash).toMatch(/^[A-Za-z0-9_-]{22}$/);
    // The client's address is nowhere in what was stored.
    expect(JSON.stringify(event)).not.toContain(client.address);
  });

  it('records a site search (event 2) with its words, a heartbeat (10), audio (20) and video (21); the cookie gives the visit count', async () => {
    const client = new HttpClient(app.url);
    client.cookies.set('ss_cvr', 'z9|1764000000000|1764000000000|1764000000000|7');
    const sessionId = newSession();
    for (const event of ['2', '10', '20', '21']) {
      const answer = await post(client, '/api/census/RecordHit', {
        event,
        data: hitData(sessionId, { path: '/search', searchTerm: 'Linen Shirt' }),
      });
      expect(answer.status).toBe(202);
    }
    const events = await storedEvents(sessionId, 4);
    expect(events.map((e) => [e.kind, e.search_term, e.visit_count])).toEqual([
      ['site_search', 'linen shirt', 7],
      ['heartbeat', null, 7],
      ['audio', null, 7],
      ['video', null, 7],
    ]);
  });

  it('tells a phone from a desktop, and leaves bots out', async () => {
    const client = new HttpClient(app.url);
    const sessionId = newSession();
    const googlebot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
    expect(
      (
        await post(
          client,
          '/api/census/RecordHit',
          { event: '1', data: hitData(sessionId) },
          { 'user-agent': googlebot },
        )
      ).status,
    ).toBe(202);
    expect(
      (await post(client, '/api/census/RecordHit', { event: '1', data: hitData(sessionId) }, { 'user-agent': IPHONE }))
        .status,
    ).toBe(202);
    const [event] = await storedEvents(sessionId, 1);
    expect([event.device, event.browser]).toEqual(['mobile', 'Mobile Safari']);
  });
});

describe('the census paths of blocks and quick views', () => {
  it('record button-click, button-render, form-render, overlay and RecordQuickView/{id}, on the page that sent them', async () => {
    const client = new HttpClient(app.url);
    const sessionId = newSession();
    const referer = `${app.url}/shop/linen-shirt`;
    for (const path of [
      'button-click',
      'button-render',
      'form-render',
      'overlay',
      'RecordQuickView/prod_linen_shirt',
    ]) {
      const answer = await post(
        client,
        `/api/census/${path}`,
        { data: JSON.stringify({ websiteId: SITE, sessionId, blockId: 'block_7' }) },
        { referer },
      );
      expect(answer.status, path).toBe(202);
      expect(answer.text).toBe('');
    }
    const events = await storedEvents(sessionId, 5);
    expect(events.map((e) => [e.kind, e.path, e.data])).toEqual([
      ['button_click', '/shop/linen-shirt', { blockId: 'block_7' }],
      ['button_render', '/shop/linen-shirt', { blockId: 'block_7' }],
      ['form_render', '/shop/linen-shirt', { blockId: 'block_7' }],
      ['overlay', '/shop/linen-shirt', { blockId: 'block_7' }],
      ['quick_view', '/shop/linen-shirt', { blockId: 'block_7', itemId: 'prod_linen_shirt' }],
    ]);
  });

  it('refuses a quick view of a malformed id with a 400', async () => {
    const client = new HttpClient(app.url);
    const answer = await post(client, `/api/census/RecordQuickView/${'x'.repeat(65)}`, {});
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual({
      error: 'The item id must be 1 to 64 letters, digits, - or _.',
      code: 'INPUT_INVALID',
      field: 'id',
    });
  });
});

describe('POST /api/events/RecordEvent', () => {
  it('records an analytics event named by `event`, with the crumb of the page in the form', async () => {
    const client = new HttpClient(app.url);
    await client.openPage('/shop');
    const sessionId = newSession();
    const answer = await post(client, '/api/events/RecordEvent', {
      crumb: client.crumb!,
      event: 'newsletter_signup_view',
      data: JSON.stringify({ sessionId, path: '/blog', blockId: 'b1', email: 'ada@example.com' }),
    });
    expect(answer.status).toBe(202);
    const [event] = await storedEvents(sessionId, 1);
    expect(event).toMatchObject({ kind: 'analytics', schema_name: 'newsletter_signup_view', path: '/blog' });
    // No e-mail address reaches a raw event.
    expect(event.data).toEqual({ sessionId, path: '/blog', blockId: 'b1' });
  });

  it('refuses a missing or foreign crumb with SPEC section 8’s 403, storing nothing', async () => {
    const client = new HttpClient(app.url);
    await client.openPage('/shop');
    const sessionId = newSession();
    const data = JSON.stringify({ sessionId });
    for (const crumb of [undefined, 'not-the-crumb']) {
      const answer = await post(client, '/api/events/RecordEvent', { ...(crumb ? { crumb } : {}), event: 'x', data });
      expect(answer.status).toBe(403);
      expect(answer.json).toMatchObject({ code: 'CRUMB_FAIL', crumbFail: true });
    }
    await sentinel(client, `${sessionId}-after`);
    await storedEvents(`${sessionId}-after`, 1);
    expect(await eventsOf(sessionId)).toEqual([]);
  });
});

describe('POST /api/v1/events', () => {
  const common = (sessionId: string, extra: Record<string, unknown> = {}) => ({
    websiteId: SITE,
    templateId: 'tmpl_1',
    pageUrl: `${app.url}/shop/linen-shirt?ref=x`,
    pagePath: '/shop/linen-shirt',
    referrer: null,
    sessionId,
    visitorId: null,
    authenticatedAccountId: 'acct_42',
    locale: 'en-US',
    userAgent: CHROME,
    ...extra,
  });

  it('takes a beacon (form-encoded) and an XHR (JSON): commerce_add_to_cart and commerce_purchase are the commerce events', async () => {
    const client = new HttpClient(app.url);
    const sessionId = newSession();
    const beacon = await post(client, '/api/v1/events', {
      analyticsId: '0d4b3c1e-1111-4222-8333-944455556666',
      commonData: JSON.stringify(common(sessionId)),
      customData: JSON.stringify({ productId: 'prod_linen_shirt', quantity: 2 }),
      customSchemaName: 'commerce_add_to_cart',
    });
    expect(beacon.status).toBe(202);
    const xhr = await postJson(client, '/api/v1/events', {
      analyticsId: '0d4b3c1e-1111-4222-8333-944455556666',
      commonData: JSON.stringify(common(sessionId)),
      customData: JSON.stringify({ orderId: 'order_1' }),
      customSchemaName: 'commerce_purchase',
    });
    expect(xhr.status).toBe(202);
    const other = await postJson(client, '/api/v1/events', {
      commonData: common(sessionId),
      customData: { video: 'intro' },
      customSchemaName: 'video_played',
    });
    expect(other.status).toBe(202);
    const events = await storedEvents(sessionId, 3);
    expect(events.map((e) => [e.kind, e.schema_name, e.path, e.account_id, e.data])).toEqual([
      [
        'add_to_cart',
        'commerce_add_to_cart',
        '/shop/linen-shirt',
        'acct_42',
        { productId: 'prod_linen_shirt', quantity: 2 },
      ],
      ['purchase', 'commerce_purchase', '/shop/linen-shirt', 'acct_42', { orderId: 'order_1' }],
      ['analytics', 'video_played', '/shop/linen-shirt', 'acct_42', { video: 'intro' }],
    ]);
    // The analytics id (390 days) is never stored: visitors are counted by the day's hash alone.
    expect(JSON.stringify(events)).not.toContain('0d4b3c1e');
  });

  it('drops a common field of the wrong type (the event is kept) and says so in the log', async () => {
    const client = new HttpClient(app.url);
    const sessionId = newSession();
    const logs = captureLogLines();
    try {
      const answer = await postJson(client, '/api/v1/events', {
        commonData: JSON.stringify(common(sessionId, { pagePath: 42, authenticatedAccountId: { id: 1 } })),
        customSchemaName: 'commerce_add_to_cart',
      });
      expect(answer.status).toBe(202);
      const [event] = await storedEvents(sessionId, 1);
      // pagePath was dropped: the path comes from pageUrl, without its query; the account was dropped.
      expect([event.path, event.account_id]).toEqual(['/shop/linen-shirt', null]);
      const warning = logs.lines().find((line) => line.msg === 'event fields dropped' && line.siteId === SITE);
      expect(warning).toMatchObject({
        level: 'warn',
        dropped: 2,
        warnings: [
          'Analytics common field "pagePath" must be a string: dropped.',
          'Analytics common field "authenticatedAccountId" must be a string or null: dropped.',
        ],
      });
    } finally {
      logs.stop();
    }
  });

  it('refuses what is not its shape with a 400 naming the field, storing nothing', async () => {
    const client = new HttpClient(app.url);
    const sessionId = newSession();
    const cases: [unknown, string][] = [
      [{ commonData: JSON.stringify(common(sessionId)) }, 'customSchemaName'],
      [{ customSchemaName: 'x y', commonData: JSON.stringify(common(sessionId)) }, 'customSchemaName'],
      [{ customSchemaName: 'x', commonData: '{not json' }, 'commonData'],
      [{ customSchemaName: 'x', commonData: '[1,2]' }, 'commonData'],
      [{ customSchemaName: 'x', commonData: JSON.stringify(common(sessionId)), customData: 'nope' }, 'customData'],
      [{ customSchemaName: 'x', analyticsId: 7, commonData: JSON.stringify(common(sessionId)) }, 'analyticsId'],
      [
        { customSchemaName: 'x', commonData: JSON.stringify(common(sessionId, { websiteId: OTHER.id })) },
        'commonData.websiteId',
      ],
    ];
    for (const [body, field] of cases) {
      const answer = await postJson(client, '/api/v1/events', body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.json).toMatchObject({ code: 'INPUT_INVALID', field });
    }
    await sentinel(client, `${sessionId}-after`);
    await storedEvents(`${sessionId}-after`, 1);
    expect(await eventsOf(sessionId)).toEqual([]);
  });
});

describe('POST /api/events/RecordJavascriptErrors', () => {
  const report = (message: string, extra: Record<string, unknown> = {}) => ({
    event: 'javascript_error',
    timestamp: 1_764_150_000_000,
    data: JSON.stringify({
      app: 'cart',
      message,
      stack: `TypeError: ${message}\n    at add (cart.js:10:5)`,
      file: `${app.url}/assets/cart.js`,
      line: 10,
      column: 5,
      custom: { cartSize: 2 },
      websiteId: SITE,
      templateId: 'tmpl_1',
      url: `${app.url}/shop?token=secret`,
      userAgent: CHROME,
      ...extra,
    }),
  });
  const groupOf = (message: string) =>
    rows(`select * from tracking.client_error_group where site_id = $1 and message = $2`, [SITE, message]);

  it('groups reports by message and place, with a count, first and last seen, and one example', async () => {
    const client = new HttpClient(app.url);
    const message = `x is undefined ${newSession()}`;
    const first = await postJson(client, '/api/events/RecordJavascriptErrors', [
      report(message),
      report(message, { column: 9 }),
    ]);
    expect(first.status).toBe(202);
    expect(first.text).toBe('');
    const again = await postJson(client, '/api/events/RecordJavascriptErrors', [report(message, { app: '' })]);
    expect(again.status).toBe(202);
    const [group] = await groupOf(message);
    expect(group).toMatchObject({
      app: 'cart',
      message,
      file: `${app.url}/assets/cart.js`,
      line: 10,
      col: 5,
      count: '3',
    });
    expect(group.first_seen.getTime()).toBeLessThan(group.last_seen.getTime());
    expect(group.example).toEqual({
      app: 'cart',
      message,
      stack: `TypeError: ${message}\n    at add (cart.js:10:5)`,
      file: `${app.url}/assets/cart.js`,
      line: 10,
      column: 5,
      url: `${app.url}/shop`,
      userAgent: CHROME,
      templateId: 'tmpl_1',
      custom: { cartSize: 2 },
      timestamp: 1_764_150_000_000,
    });
  });

  it('refuses another site’s websiteId, too many reports, malformed JSON and wrong types with a 400, storing nothing', async () => {
    const client = new HttpClient(app.url);
    const message = `refused ${newSession()}`;
    const cases: [unknown, string | undefined][] = [
      [[report(message), report(message, { websiteId: OTHER.id })], '1.data.websiteId'],
      [Array.from({ length: 21 }, () => report(message)), 'body'],
      [{ event: 'x', data: '{}' }, 'body'],
      [[], 'body'],
      [[{ event: 'x', data: '{nope' }], '0.data'],
      [[report(message, { line: 'ten' })], '0.data.line'],
      [[report(message, { message: 5 })], '0.data.message'],
      [[{ ...report(message), timestamp: 'today' }], '0.timestamp'],
    ];
    for (const [body, field] of cases) {
      const answer = await postJson(client, '/api/events/RecordJavascriptErrors', body);
      expect(answer.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(answer.json).toMatchObject({ code: 'INPUT_INVALID', field });
    }
    const malformed = await client.request('POST', '/api/events/RecordJavascriptErrors', {
      raw: '[{"event":',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.status).toBe(400);
    expect(malformed.json).toMatchObject({ code: expect.any(String), error: expect.any(String) });
    expect(await groupOf(message)).toEqual([]);
  });
});

describe('bad input on every path', () => {
  it('answers 413 to a body over the limit, 400 to malformed JSON, unknown events and text PostgreSQL cannot hold, 404 to a host of no site', async () => {
    const client = new HttpClient(app.url);
    const sessionId = newSession();
    const big = await post(client, '/api/census/RecordHit', {
      event: '1',
      data: hitData(sessionId, { pad: 'x'.repeat(9000) }),
    });
    expect(big.status).toBe(413);
    const bigErrors = await postJson(client, '/api/events/RecordJavascriptErrors', [{ data: 'x'.repeat(140_000) }]);
    expect(bigErrors.status).toBe(413);
    const malformed = await client.request('POST', '/api/v1/events', {
      raw: '{"customSchemaName":',
      headers: { 'content-type': 'application/json', 'user-agent': CHROME },
    });
    expect(malformed.status).toBe(400);
    for (const [fields, field] of [
      [{ event: '3', data: hitData(sessionId) }, 'event'],
      [{ event: 'page_view', data: hitData(sessionId) }, 'event'],
      [{ event: '1' }, 'data'],
      [{ event: '1', data: '[1]' }, 'data'],
      [{ event: '1', data: hitData(sessionId, { websiteId: OTHER.id }) }, 'data.websiteId'],
    ] as const) {
      const answer = await post(client, '/api/census/RecordHit', fields);
      expect(answer.status, JSON.stringify(fields).slice(0, 60)).toBe(400);
      expect(answer.json).toMatchObject({ code: 'INPUT_INVALID', field });
    }
    // Escaped inside a JSON field, or raw in a form field.
    const nul = await post(client, '/api/census/RecordHit', {
      event: '1',
      data: hitData(sessionId, { path: '/a\u0000b' }),
    });
    expect(nul.status).toBe(400);
    expect(nul.json).toMatchObject({ code: 'INPUT_INVALID', field: 'data' });
    const rawNul = await post(client, '/api/census/RecordHit', { event: '1\u0000', data: hitData(sessionId) });
    expect(rawNul.status).toBe(400);
    expect(rawNul.json.code).toBe('INVALID_TEXT');
    const escapedNul = await postJson(client, '/api/v1/events', {
      customSchemaName: 'x',
      commonData: JSON.stringify({ websiteId: SITE, sessionId }),
      customData: '{"note":"a\\u0000b"}',
    });
    expect(escapedNul.status).toBe(400);
    expect(escapedNul.json).toMatchObject({ code: 'INPUT_INVALID', field: 'customData' });
    const nowhere = await post(
      new HttpClient(app.url.replace('127.0.0.1', 'no-such-site.localhost')),
      '/api/census/RecordHit',
      {
        event: '1',
        data: hitData(sessionId),
      },
    );
    expect(nowhere.status).toBe(404);
    await sentinel(client, `${sessionId}-after`);
    await storedEvents(`${sessionId}-after`, 1);
    expect(await eventsOf(sessionId)).toEqual([]);
  });

  it('limits a flood per client with a 429: the refused events are dropped, the others kept', async () => {
    const client = new HttpClient(app.url);
    const sessionId = newSession();
    const statuses: number[] = [];
    for (let i = 0; i < FLOOD_LIMIT + 5; i++)
      statuses.push((await post(client, '/api/census/RecordHit', { event: '1', data: hitData(sessionId) })).status);
    expect(statuses).toEqual([...Array(FLOOD_LIMIT).fill(202), ...Array(5).fill(429)]);
    await storedEvents(sessionId, FLOOD_LIMIT);
    // Another client is not limited by this one's flood.
    const other = new HttpClient(app.url);
    await sentinel(other, `${sessionId}-other`);
    await storedEvents(`${sessionId}-other`, 1);
  });
});

describe('recordTrackingEvents asked by a visitor', () => {
  it('hashes the request’s own address: an address the caller names is believed only from the collector', async () => {
    const client = new HttpClient(app.url);
    const sessionId = newSession();
    for (const clientAddress of ['198.51.100.1', '198.51.100.2']) {
      const { json } = await client.graphql(
        `mutation($events: [TrackingEventInput!]!) { recordTrackingEvents(events: $events) { recorded userErrors { code } } }`,
        { events: [{ kind: 'PAGE_VIEW', path: '/direct', sessionId, userAgent: CHROME, clientAddress }] },
      );
      expect(json.data.recordTrackingEvents).toEqual({ recorded: 1, userErrors: [] });
    }
    const events = await storedEvents(sessionId, 2);
    expect(events[0].visitor_hash).toBe(events[1].visitor_hash);
  });

  it('stores an event whose data holds an escaped NUL without that value, failing nothing', async () => {
    const client = new HttpClient(app.url);
    const sessionId = newSession();
    const { json } = await client.graphql(
      `mutation($events: [TrackingEventInput!]!) { recordTrackingEvents(events: $events) { recorded userErrors { code } } }`,
      { events: [{ kind: 'ANALYTICS', path: '/x', sessionId, userAgent: CHROME, data: '{"a":"x\\u0000y","b":2}' }] },
    );
    expect(json.data.recordTrackingEvents).toEqual({ recorded: 1, userErrors: [] });
    const [event] = await storedEvents(sessionId, 1);
    expect(event.data).toEqual({ b: 2 });
  });

  it('refuses a batch of more than 1000 events, storing none', async () => {
    const client = new HttpClient(app.url);
    const sessionId = newSession();
    const { json } = await client.graphql(
      `mutation($events: [TrackingEventInput!]!) { recordTrackingEvents(events: $events) { recorded userErrors { field code message } } }`,
      { events: Array.from({ length: 1001 }, () => ({ kind: 'PAGE_VIEW', path: '/x', sessionId, userAgent: CHROME })) },
    );
    expect(json.data.recordTrackingEvents).toEqual({
      recorded: 0,
      userErrors: [{ field: ['events'], code: 'INPUT_TOO_LARGE', message: 'Send at most 1000 at once.' }],
    });
    expect(await eventsOf(sessionId)).toEqual([]);
  });
});

describe('a site with tracking turned off', () => {
  it('is answered as any (202) and records nothing; the GraphQL mutation says why', async () => {
    await rows(
      `insert into tracking.site_setting (site_id, tracking_enabled) values ($1, false)
       on conflict (site_id) do update set tracking_enabled = false`,
      [OTHER.id],
    );
    const client = new HttpClient(app.url.replace('127.0.0.1', `${OTHER.slug}.localhost`));
    const { json } = await client.graphql(
      `mutation { recordTrackingEvents(events: [{ kind: PAGE_VIEW, path: "/", userAgent: "${CHROME}" }]) { recorded userErrors { code message } } }`,
    );
    expect(json.data.recordTrackingEvents).toEqual({
      recorded: 0,
      userErrors: [{ code: 'TRACKING_DISABLED', message: 'This site does not record visits.' }],
    });
    const sessionId = newSession();
    const answer = await post(client, '/api/census/RecordHit', {
      event: '1',
      data: JSON.stringify({ websiteId: OTHER.id, path: '/', sessionId }),
    });
    expect(answer.status).toBe(202);
    // Stopping the product writes what its collector holds (the drain), so after it the table is final.
    const kept = newSession();
    await sentinel(new HttpClient(app.url), kept);
    await app.stopPlatform();
    expect(await eventsOf(kept)).toHaveLength(1);
    expect(await eventsOf(sessionId)).toEqual([]);
  });
});
