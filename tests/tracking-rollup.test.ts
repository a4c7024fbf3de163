import { describe, expect, it } from 'vitest';
import { Agent, request } from 'undici';
import { DEMO_WEBSITE } from '@atelier/demo-site';
import { useTestPlatform } from './support/test-platform.ts';

/**
 * ~20,000 events through the public paths (census page views and searches, commerce events), from
 * a few keep-alive connections per client, then the roll-up job run twice: every event is counted
 * once in the aggregates, none lost, none twice. `npm run bench -- tracking` sends ten times as many
 * and prints the rate; this test asserts the counts, never a time.
 */
const app = useTestPlatform({
  jobs: ['tracking.rollup', 'tracking.upkeep'],
  rateLimits: { 'tracking.events-per-client': { points: 1_000_000, durationSeconds: 60 } },
});
const rows = (sql: string, params: unknown[] = []) => app.db.query(sql, params) as Promise<any[]>;
const SITE = DEMO_WEBSITE.id;

const UAS = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (X11; Linux x86_64; rv:121.0) Gecko/20100101 Firefox/121.0',
];
const CLIENTS = 6; // loopback addresses 127.0.0.20…25
const SESSIONS = 330;
const PAGE_VIEWS_PER_SESSION = 60;
const PATHS = 40;
const SEARCH_TERMS = ['linen', 'wool throw', 'gift card'];
const RUN = Math.random().toString(36).slice(2, 8);

interface Planned {
  path: string;
  body: string;
  address: string;
  userAgent: string;
}

/** Each session: a client and browser, page views over the paths, a search, and for some an add to cart and a purchase. */
function plan() {
  const planned: Planned[] = [];
  const expected = {
    pageViews: new Map<string, number>(),
    searches: new Map<string, number>(),
    addToCart: 0,
    purchase: 0,
  };
  for (let s = 0; s < SESSIONS; s++) {
    const sessionId = `load-${RUN}-${s}`;
    const address = `127.0.0.${20 + (s % CLIENTS)}`;
    const userAgent = UAS[s % UAS.length]!;
    const base = { address, userAgent };
    for (let v = 0; v < PAGE_VIEWS_PER_SESSION; v++) {
      const path = `/load-${RUN}/p${(s * 7 + v) % PATHS}`;
      expected.pageViews.set(path, (expected.pageViews.get(path) ?? 0) + 1);
      const data = JSON.stringify({ websiteId: SITE, path, sessionId, referrer: 'https://ref.example/' });
      planned.push({
        ...base,
        path: '/api/census/RecordHit',
        body: new URLSearchParams({ event: '1', data }).toString(),
      });
    }
    if (s === 0) {
      // A long path of two-byte letters: kept cut at 500 characters, a roll-up key its indexes can hold.
      const long = `/load-${RUN}/${'й'.repeat(600)}`;
      expected.pageViews.set(long.slice(0, 500), 1);
      const data = JSON.stringify({ websiteId: SITE, path: long, sessionId });
      planned.push({
        ...base,
        path: '/api/census/RecordHit',
        body: new URLSearchParams({ event: '1', data }).toString(),
      });
    }
    const term = SEARCH_TERMS[s % SEARCH_TERMS.length]!;
    expected.searches.set(term, (expected.searches.get(term) ?? 0) + 1);
    const search = JSON.stringify({ websiteId: SITE, path: '/search', sessionId, searchTerm: term });
    planned.push({
      ...base,
      path: '/api/census/RecordHit',
      body: new URLSearchParams({ event: '2', data: search }).toString(),
    });
    const commonData = JSON.stringify({ websiteId: SITE, pagePath: '/shop', sessionId });
    if (s % 3 === 0) {
      expected.addToCart++;
      planned.push({
        ...base,
        path: '/api/v1/events',
        body: new URLSearchParams({
          commonData,
          customSchemaName: 'commerce_add_to_cart',
          customData: '{}',
        }).toString(),
      });
    }
    if (s % 10 === 0) {
      expected.purchase++;
      planned.push({
        ...base,
        path: '/api/v1/events',
        body: new URLSearchParams({ commonData, customSchemaName: 'commerce_purchase', customData: '{}' }).toString(),
      });
    }
  }
  return { planned, expected };
}

/** Sends every planned request, from keep-alive connections of each client's address, a few at a time. */
async function send(planned: Planned[]) {
  const agents = new Map<string, Agent>();
  const agentOf = (address: string) => {
    let agent = agents.get(address);
    if (!agent) agents.set(address, (agent = new Agent({ localAddress: address, connections: 4, pipelining: 1 })));
    return agent;
  };
  let next = 0;
  const statuses = new Map<number, number>();
  await Promise.all(
    Array.from({ length: 16 }, async () => {
      while (next < planned.length) {
        const item = planned[next++]!;
        const answer = await request(`${app.url}${item.path}`, {
          method: 'POST',
          body: item.body,
          headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': item.userAgent },
          dispatcher: agentOf(item.address),
        });
        await answer.body.dump();
        statuses.set(answer.statusCode, (statuses.get(answer.statusCode) ?? 0) + 1);
      }
    }),
  );
  await Promise.all([...agents.values()].map((agent) => agent.close()));
  return Object.fromEntries(statuses);
}

/** The site's roll-up rows of this run: total, pages and search terms, per granularity. */
const rollup = () =>
  rows(
    `select granularity, metric, dimension, key, sum(value)::int as value from tracking.rollup
      where site_id = $1 and (dimension = '' or key like $2 or dimension = 'search_term')
      group by granularity, metric, dimension, key order by granularity, metric, dimension, key`,
    [SITE, `/load-${RUN}/%`],
  );

describe('events through the public paths under load', () => {
  it('are each counted once in the roll-up, and a second run counts nothing twice', async () => {
    const { planned, expected } = plan();
    expect(planned.length).toBeGreaterThanOrEqual(20_000);
    expect(await send(planned)).toEqual({ 202: planned.length });
    // The collector writes in batches a moment after answering: wait until every event is in.
    await expect
      .poll(async () => (await rows(`select count(*)::int as n from tracking.event where site_id = $1`, [SITE]))[0].n, {
        timeout: 60_000,
      })
      .toBe(planned.length);

    await app.platform.jobs!.runNow('tracking.rollup');
    const first = await rollup();
    const value = (granularity: string, metric: string, dimension = '', key = '') =>
      first
        .filter(
          (r) => r.granularity === granularity && r.metric === metric && r.dimension === dimension && r.key === key,
        )
        .reduce((sum, r) => sum + r.value, 0);
    const pageViews = SESSIONS * PAGE_VIEWS_PER_SESSION + 1;
    for (const granularity of ['hour', 'day']) {
      expect(value(granularity, 'page_views'), granularity).toBe(pageViews);
      expect(value(granularity, 'searches'), granularity).toBe(SESSIONS);
      for (const [path, views] of expected.pageViews)
        expect(value(granularity, 'page_views', 'page', path)).toBe(views);
      for (const [term, count] of expected.searches)
        expect(value(granularity, 'searches', 'search_term', term)).toBe(count);
    }
    // Visits, visitors and conversions are distinct counts: each day's bucket holds them once.
    const days = await rows(
      `select count(distinct session_id) filter (where kind = 'page_view')::int as visits,
              count(distinct visitor_hash)::int as visitors,
              count(distinct session_id) filter (where kind = 'add_to_cart')::int as add_to_cart,
              count(distinct session_id) filter (where kind = 'purchase')::int as purchase
         from tracking.event where site_id = $1 group by date_trunc('day', received_at at time zone 'UTC')`,
      [SITE],
    );
    const sum = (pick: (d: any) => number) => days.reduce((s, d) => s + pick(d), 0);
    expect(value('day', 'visits')).toBe(sum((d) => d.visits));
    expect(value('day', 'visitors')).toBe(sum((d) => d.visitors));
    expect(value('day', 'add_to_cart')).toBe(sum((d) => d.add_to_cart));
    expect(value('day', 'purchase')).toBe(sum((d) => d.purchase));
    if (days.length === 1) {
      expect(value('day', 'visits')).toBe(SESSIONS);
      // One visitor per client address and browser: 6 addresses × 3 browsers, each session on one pair.
      expect(value('day', 'visitors')).toBe(CLIENTS);
      expect([value('day', 'add_to_cart'), value('day', 'purchase')]).toEqual([expected.addToCart, expected.purchase]);
    }

    // Run again with nothing new: nothing changes.
    await app.platform.jobs!.runNow('tracking.rollup');
    expect(await rollup()).toEqual(first);
    // Mark every hour again, as if each had new events: recomputing them gives the same numbers.
    await rows(
      `insert into tracking.rollup_pending (site_id, hour)
       select distinct site_id, date_trunc('hour', received_at at time zone 'UTC') at time zone 'UTC'
         from tracking.event where site_id = $1 on conflict do nothing`,
      [SITE],
    );
    await app.platform.jobs!.runNow('tracking.rollup');
    expect(await rollup()).toEqual(first);
    expect((await rows(`select count(*)::int as n from tracking.rollup_pending`))[0].n).toBe(0);
  }, 300_000);
});

describe('the upkeep job', () => {
  it('makes the next days’ partitions, drops those past the retention (aggregates kept), applies a site’s shorter retention and deletes past salts', async () => {
    const day = (offset: number) =>
      new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate() + offset));
    const name = (d: Date) => `event_${d.toISOString().slice(0, 10).replaceAll('-', '')}`;
    const old = day(-120);
    const recent = day(-3);
    for (const d of [old, recent])
      await rows(
        `create table if not exists tracking.${name(d)} partition of tracking.event for values from ('${d.toISOString()}') to ('${new Date(d.getTime() + 86_400_000).toISOString()}')`,
      );
    const insert = (site: string, at: Date) =>
      rows(`insert into tracking.event (site_id, received_at, kind, visitor_hash) values ($1, $2, 'page_view', 'h')`, [
        site,
        at,
      ]);
    await insert('upkeep_old', new Date(old.getTime() + 3_600_000));
    await insert('upkeep_short', new Date(recent.getTime() + 3_600_000));
    await insert('upkeep_kept', new Date(recent.getTime() + 3_600_000));
    await rows(`insert into tracking.site_setting (site_id, retention_days) values ('upkeep_short', 2)`);
    await rows(
      `insert into tracking.rollup (site_id, granularity, bucket_start, metric, value) values ('upkeep_old', 'day', $1, 'page_views', 1)`,
      [old],
    );
    await rows(`insert into tracking.daily_salt (day, salt) values ($1, 'old salt') on conflict do nothing`, [
      day(-1).toISOString().slice(0, 10),
    ]);

    await app.platform.jobs!.runNow('tracking.upkeep');

    const partitions = (
      await rows(
        `select c.relname from pg_inherits i join pg_class c on c.oid = i.inhrelid join pg_class p on p.oid = i.inhparent
          where p.relname = 'event' and p.relnamespace = 'tracking'::regnamespace order by 1`,
      )
    ).map((r) => r.relname);
    expect(partitions).toEqual(expect.arrayContaining([name(recent), name(day(0)), name(day(1)), name(day(2))]));
    expect(partitions).not.toContain(name(old));
    const sites = (await rows(`select site_id from tracking.event where site_id like 'upkeep_%' order by 1`)).map(
      (r) => r.site_id,
    );
    expect(sites).toEqual(['upkeep_kept']);
    expect(await rows(`select value::int from tracking.rollup where site_id = 'upkeep_old'`)).toEqual([{ value: 1 }]);
    const salts = (await rows(`select to_char(day, 'YYYY-MM-DD') as day from tracking.daily_salt`)).map((r) => r.day);
    expect(salts.every((d: string) => d >= day(0).toISOString().slice(0, 10))).toBe(true);
  });
});
