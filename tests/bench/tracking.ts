import { readFileSync } from 'node:fs';
import http from 'node:http';
import express, { type RequestHandler } from 'express';
import pino from 'pino';
import type { MikroORM } from '@mikro-orm/postgresql';
import { createRootLogger, findFreePort, requestLogging, resolveDatabase, securityHeaders } from '@atelier/platform';
import { DEMO_WEBSITE } from '@atelier/demo-site';
import { subgraph as trackingSubgraph } from '../../subgraphs/tracking/src/index.ts';
import { ensurePartitions } from '../../subgraphs/tracking/src/services/partitions.ts';
import { markHours, rollUpMarkedHours } from '../../subgraphs/tracking/src/services/rollup.ts';
import { siteAnalytics } from '../../subgraphs/tracking/src/services/owner-analytics.ts';
import { dayOf, lastDays, reportRange, type ReportRange } from '@atelier/analytics';
import { descendantsOf } from '../support/process-tree.ts';
import { spawnBuiltServer } from '../support/processes.ts';
import { beaconLoad } from './beacon-load.ts';
import { median, startLoadProcess, type LoadProcess } from './load.ts';

const EVENTS = Number(process.env.TRACKING_EVENTS ?? 200_000);
const WARM_UP = 5_000;
const CONNECTIONS = Number(process.env.TRACKING_CONNECTIONS ?? 64);
const DAY_MS = 86_400_000;
const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';

/** CPU seconds (user and system) a process and its descendants have spent, from /proc (Linux). */
function cpuSeconds(pid: number): number {
  const ticks = [pid, ...descendantsOf(pid)].reduce((sum, p) => {
    try {
      const stat = readFileSync(`/proc/${p}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      return sum + Number(fields[11]) + Number(fields[12]);
    } catch {
      return sum;
    }
  }, 0);
  return ticks / 100;
}

/**
 * `npm run bench -- tracking`: the compiled server as `npm start` runs it (one process per core)
 * takes census page views one per request from keep-alive connections of a load client (autocannon) on this
 * machine; prints events per second, whether every event was stored and counted once by the roll-up
 * (run twice), what the edge's middleware would cost a beacon, and the dashboard's read at ten
 * thousand and ten million events.
 */
export async function benchTracking(): Promise<void> {
  process.env.ATELIER_DATA_DIR ??= '.data/bench';
  const database = await resolveDatabase();
  const orm = await trackingSubgraph.openDatabase(database.url);
  const load = await startLoadProcess();
  // TRACKING_PARTS=dashboard (or collector, middleware, comma separated) runs some of it.
  const parts = (process.env.TRACKING_PARTS ?? 'collector,middleware,dashboard').split(',');
  try {
    // The bench's own database keeps every run's 205,000 events, and each run then inserted beside
    // more of them (and autovacuum worked on them meanwhile): runs compared badly. Its earlier beacons
    // go first; a DATABASE_URL of someone else's is never touched.
    if (database.embedded && parts.includes('collector')) await forgetEarlierBeacons(orm);
    if (parts.includes('collector')) await benchCollector(database.url, orm);
    if (parts.includes('middleware')) await benchBeaconMiddleware(load);
    if (parts.includes('dashboard')) await benchDashboardRead(orm);
  } finally {
    load.stop();
    await orm.close();
    await database.stop();
  }
}

async function forgetEarlierBeacons(orm: MikroORM) {
  const em = orm.em.fork();
  await em.execute(`delete from tracking.event where site_id = ? and session_id like 'bench-%'`, [DEMO_WEBSITE.id]);
  await em.execute(`vacuum analyze tracking.event`);
}

async function benchCollector(databaseUrl: string, orm: MikroORM) {
  const port = await findFreePort();
  const server = spawnBuiltServer({
    DATABASE_URL: databaseUrl,
    ATELIER_DATA_DIR: undefined,
    PORT: String(port),
    LOG_LEVEL: 'warn',
    ATELIER_RATE_LIMITS: 'tracking.events-per-client=1000000000/60',
  });
  try {
    await server.waitFor(/Database: {3}.*\n/, 300_000);
    const processes = server.output().match(/Processes: {2}(\d+)/)?.[1] ?? '?';
    const run = `${Date.now().toString(36)}`;
    const path = `/bench-${run}`;
    const sessionId = `bench-${run}`;
    const request = {
      url: `http://127.0.0.1:${port}/api/census/RecordHit`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': CHROME },
      body: new URLSearchParams({
        event: '1',
        data: JSON.stringify({ websiteId: DEMO_WEBSITE.id, path, sessionId, referrer: 'https://ref.example/' }),
        ss_cvr: 'bench|1764000000000|1764000000000|1764000000000|1',
      }).toString(),
      status: 202,
    };
    await beaconLoad(request, WARM_UP, CONNECTIONS);
    const cpuBefore = cpuSeconds(server.child.pid!);
    const figures = await beaconLoad(request, EVENTS, CONNECTIONS);
    const serverCpu = cpuSeconds(server.child.pid!) - cpuBefore;
    console.log(
      `\ntracking collector: ${EVENTS} census page views through HTTP, one per request, ${CONNECTIONS} keep-alive connections, ${processes} server processes`,
    );
    console.log(
      `  ${figures.requestsPerSecond.toFixed(0)} events/s (goal ≥ 10,000)  p50 ${figures.p50.toFixed(1)} ms  server CPU ${((serverCpu * 1e6) / EVENTS).toFixed(0)} µs per event  load client (autocannon) CPU ${figures.clientCpuMicros.toFixed(0)} µs per request`,
    );
    const sent = WARM_UP + EVENTS;
    const em = orm.em.fork();
    const stored = async () =>
      (
        await em.execute<{ n: number }[]>(
          `select count(*)::int as n from tracking.event where site_id = ? and session_id = ?`,
          [DEMO_WEBSITE.id, sessionId],
        )
      )[0]!.n;
    let count = await stored();
    for (let waited = 0; count < sent && waited < 120; waited++) {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      count = await stored();
    }
    const counted = async () =>
      Number(
        (
          await em.execute<{ n: string }[]>(
            `select coalesce(sum(value), 0) as n from tracking.rollup where site_id = ? and granularity = 'day' and dimension = 'page' and metric = 'page_views' and key = ?`,
            [DEMO_WEBSITE.id, path],
          )
        )[0]!.n,
      );
    await rollUpMarkedHours(orm.em.fork());
    const once = await counted();
    await markHours(em, DEMO_WEBSITE.id, new Date(Date.now() - DAY_MS), new Date(Date.now() + DAY_MS));
    await rollUpMarkedHours(orm.em.fork());
    const twice = await counted();
    console.log(
      `  sent ${sent}, stored ${count}, counted in the roll-up ${once}, after a second run ${twice}: ${count === sent && once === sent && twice === sent ? 'each counted once' : 'MISMATCH'}`,
    );
  } finally {
    server.child.kill('SIGTERM');
    await new Promise((resolve) => server.child.once('exit', resolve));
  }
}

/**
 * What a beacon would cost behind Express and the edge's middleware: CPU per request of a plain
 * Node handler answering 202 to a census form post (as the collector is served), of a bare express
 * app doing the same with its urlencoded parser, and what each middleware the edge puts before every
 * other path adds to the latter (the request id and access log line, the security headers); one
 * connection, medians over rounds.
 */
async function benchBeaconMiddleware(load: LoadProcess) {
  const written = createRootLogger(pino.destination({ dest: '/dev/null', sync: true })).child({ component: 'http' });
  written.level = 'info';
  const expressWith = (handlers: RequestHandler[]) => () => {
    const app = express();
    app.disable('x-powered-by');
    if (handlers.length) app.use(...handlers);
    app.post('/api/census/RecordHit', express.urlencoded({ extended: false, limit: '8kb' }), (_req, res) => {
      res.status(202).end();
    });
    return http.createServer(app);
  };
  const servers: Record<string, () => http.Server> = {
    'plain Node handler': () =>
      http.createServer((req, res) => {
        const chunks: Buffer[] = [];
        req.on('data', (chunk: Buffer) => chunks.push(chunk));
        req.on('end', () => {
          Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
          res.statusCode = 202;
          res.end();
        });
      }),
    'bare express app': expressWith([]),
    'request id and access log (info)': expressWith([requestLogging(written)]),
    'security headers': expressWith([securityHeaders()]),
  };
  const cpu = new Map<string, number[]>(Object.keys(servers).map((name) => [name, []]));
  for (let round = 0; round < 5; round++) {
    for (const [name, make] of Object.entries(servers)) {
      const server = make();
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const url = `http://127.0.0.1:${(server.address() as { port: number }).port}/api/census/RecordHit`;
      const request = {
        url,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'event=1&data=%7B%7D',
        status: 202,
      };
      await load.closedLoop(request, 300, 1);
      cpu.get(name)!.push((await load.closedLoop(request, 2000, 1)).cpuMsPerRequest * 1000);
      server.closeAllConnections();
      server.close();
    }
  }
  const bare = cpu.get('bare express app')!;
  console.log(`
a beacon's cost before its own work, CPU per request (none of it is paid on the collector's paths but the first)`);
  console.log(
    `  ${'plain Node handler'.padEnd(34)} ${median(cpu.get('plain Node handler')!).toFixed(0).padStart(5)} µs  (how the collector is served)`,
  );
  console.log(`  ${'bare express app'.padEnd(34)} ${median(bare).toFixed(0).padStart(5)} µs`);
  for (const name of ['request id and access log (info)', 'security headers'])
    console.log(
      `  ${`+ ${name}`.padEnd(34)} ${median(cpu.get(name)!.map((us, i) => us - bare[i]!))
        .toFixed(0)
        .padStart(5)} µs`,
    );
}

const SMALL = 'bench_10k_events';
const LARGE = 'bench_10m_events';

/**
 * The dashboard's read over 30 days (and the 30 before) of a site with 10,000 events, rolled up by
 * the roll-up job from raw events, and of one with 10,000,000, whose roll-up is written directly
 * with generate_series in the shape the job writes (its raw events would take gigabytes to make,
 * and the dashboard never reads them). Prints the median of many reads of each, and their ratio.
 */
async function benchDashboardRead(orm: MikroORM) {
  const em = orm.em.fork();
  const today = Math.floor(Date.now() / DAY_MS) * DAY_MS;
  const from = new Date(today - 59 * DAY_MS);
  const to = new Date(today + DAY_MS);
  await em.execute(`delete from tracking.rollup where site_id in (?, ?)`, [SMALL, LARGE]);
  await em.execute(`delete from tracking.event where site_id = ? and received_at >= ?`, [
    SMALL,
    new Date(today - 90 * DAY_MS),
  ]);
  await ensurePartitions(
    em,
    Array.from({ length: 61 }, (_, i) => new Date(today - (60 - i) * DAY_MS)),
  );

  // 10,000 raw events over 60 days: 300 pages, 40 referrers, 12 campaigns, 3 browsers, 20 search terms.
  let started = performance.now();
  await em.execute(
    `insert into tracking.event (site_id, received_at, kind, visitor_hash, session_id, path, referrer_host, utm_source, utm_medium, utm_campaign, device, browser, search_term)
     select ?, ?::timestamptz + (i * interval '1 second' * 60 * 86400 / 10000), case when i % 20 = 0 then 'site_search' else 'page_view' end,
       'v' || (i % 700), 's' || (i / 4), '/p/' || (i * 7919 % 300), 'ref' || (i % 40) || '.example',
       case when i % 5 = 0 then 'news' end, case when i % 5 = 0 then 'email' end, case when i % 5 = 0 then 'c' || (i % 12) end,
       (array['desktop', 'mobile', 'tablet'])[1 + i % 3], (array['Chrome', 'Firefox', 'Mobile Safari'])[1 + i % 3],
       case when i % 20 = 0 then 'term ' || (i / 20 % 20) end
     from generate_series(0, 9999) as i`,
    [SMALL, from],
  );
  await markHours(em, SMALL, from, to);
  await rollUpMarkedHours(orm.em.fork());
  const smallSeed = performance.now() - started;

  // 10,000,000 events over 60 days, as the roll-up keeps them: per bucket the totals, each
  // dimension's 100 busiest keys and (other); daily buckets and hourly ones.
  started = performance.now();
  const perDay = 10_000_000 / 60;
  for (const [granularity, buckets, step, share] of [
    ['day', 60, '1 day', perDay],
    ['hour', 60 * 24, '1 hour', perDay / 24],
  ] as const) {
    await em.execute(
      `insert into tracking.rollup (site_id, granularity, bucket_start, metric, dimension, key, value)
       select ?::text, ?::text, ?::timestamptz + b * ?::interval, m.metric, '', '', greatest(1, round(?::numeric * m.share))::bigint
         from generate_series(0, ?::int - 1) as b,
              (values ('page_views', 1.0), ('visits', 0.25), ('visitors', 0.2), ('searches', 0.05), ('add_to_cart', 0.02), ('purchase', 0.005)) as m(metric, share)
       union all
       select ?::text, ?::text, ?::timestamptz + b * ?::interval, m.metric, d.dimension,
              case when k = 101 then '(other)' else d.prefix || k end,
              greatest(1, round(?::numeric * m.share * d.share / (k + 4) / 1.9))::bigint
         from generate_series(0, ?::int - 1) as b, generate_series(1, 101) as k,
              (values ('page', '/p/', 1.0), ('referrer', 'ref', 0.6), ('campaign', 'news / email / c', 0.2), ('search_term', 'term ', 0.05)) as d(dimension, prefix, share),
              (values ('page_views', 1.0), ('visits', 0.25)) as m(metric, share)
        where d.dimension <> 'search_term' or m.metric = 'visits'
       union all
       select ?::text, ?::text, ?::timestamptz + b * ?::interval, m.metric, d.dimension, d.key, greatest(1, round(?::numeric * m.share * d.share))::bigint
         from generate_series(0, ?::int - 1) as b,
              (values ('device', 'desktop', 0.5), ('device', 'mobile', 0.45), ('device', 'tablet', 0.05),
                      ('browser', 'Chrome', 0.6), ('browser', 'Mobile Safari', 0.3), ('browser', 'Firefox', 0.1)) as d(dimension, key, share),
              (values ('page_views', 1.0), ('visits', 0.25)) as m(metric, share)`,
      [
        ...[LARGE, granularity, from, step, share, buckets],
        ...[LARGE, granularity, from, step, share, buckets],
        ...[LARGE, granularity, from, step, share, buckets],
      ],
    );
  }
  // search_term rows are 'searches' in the roll-up: the insert above wrote them as visits.
  await em.execute(
    `update tracking.rollup set metric = 'searches' where site_id = ? and dimension = 'search_term' and metric = 'visits'`,
    [LARGE],
  );
  await em.execute(`vacuum analyze tracking.rollup`);
  const largeSeed = performance.now() - started;
  const rowsOf = async (site: string) =>
    (await em.execute<{ n: number }[]>(`select count(*)::int as n from tracking.rollup where site_id = ?`, [site]))[0]!
      .n;

  // The dashboard's own statement (siteAnalytics), over its default range: the last 30 days and the 30 before.
  const last30 = lastDays(dayOf(new Date(today)), 30);
  const range = (reportRange(last30.from, last30.to) as { value: ReportRange }).value;
  const times = new Map<string, number[]>([
    [SMALL, []],
    [LARGE, []],
  ]);
  for (let i = 0; i < 220; i++) {
    for (const site of [SMALL, LARGE]) {
      const t = performance.now();
      await siteAnalytics(em, site, range, 10);
      if (i >= 20) times.get(site)!.push(performance.now() - t);
    }
  }
  const p95 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length * 0.95)]!;
  const small = times.get(SMALL)!;
  const large = times.get(LARGE)!;
  console.log(
    `\ndashboard read (totals, daily series and top 10 of six tables over 30 days and the 30 before, roll-up only; siteAnalytics' own service)`,
  );
  console.log(
    `  10,000 events (raw, rolled up by the job in ${smallSeed.toFixed(0)} ms; ${await rowsOf(SMALL)} roll-up rows): median ${median(small).toFixed(2)} ms  p95 ${p95(small).toFixed(2)} ms`,
  );
  console.log(
    `  10,000,000 events (roll-up written with generate_series in ${largeSeed.toFixed(0)} ms; ${await rowsOf(LARGE)} roll-up rows): median ${median(large).toFixed(2)} ms  p95 ${p95(large).toFixed(2)} ms`,
  );
  console.log(`  ratio 10M / 10k: ${(median(large) / median(small)).toFixed(2)}x (goal: median ≤ 100 ms, within 2x)`);
}
