import http from 'node:http';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import express from 'express';
import { requestLogging, securityHeaders } from '@atelier/platform';
import { HttpClient } from '../support/http-client.ts';
import { countByServer, requestsDuring } from '../support/received-requests.ts';
import { statementsDuring } from '../support/sql-statements.ts';
import type { PlatformFacts } from './checkout-latency.ts';

const PAGE = '/shop/p/linen-shirt';
const ROUNDS = 3;
const RUNS = { 1: 150, 8: 400 } as const;

/**
 * The same bytes as a static file, served by this process (the bench's, where the platform runs)
 * behind the platform's own edge (request id and log line, security headers): what a page costs
 * beyond that is the page's own work. Bench-only: the product serves no such route.
 */
async function staticTwin(html: Buffer): Promise<{ base: string; close: () => Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), 'atelier-bench-static-'));
  await writeFile(join(dir, 'linen-shirt.html'), html);
  const app = express();
  app.use(requestLogging(), securityHeaders());
  app.use('/shop/p', express.static(dir, { extensions: ['html'], index: false }));
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    base: `http://127.0.0.1:${port}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await rm(dir, { recursive: true, force: true });
    },
  };
}

interface Rate {
  /** Requests answered per second. */
  perSecond: number;
  /** This process's CPU time per request (ms), the client's share included. */
  cpuMs: number;
}

/**
 * `runs` requests from `concurrency` loops; throws on an answer other than `status`. CPU time is
 * printed beside the rate: on a machine others share, a rate tells what this process was given,
 * its CPU per request what the request cost.
 */
async function rate(concurrency: 1 | 8, status: number, fn: () => Promise<{ status: number }>): Promise<Rate> {
  const runs = RUNS[concurrency];
  let next = 0;
  const started = performance.now();
  const cpu = process.cpuUsage();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next++ < runs) {
        const answer = await fn();
        if (answer.status !== status) throw new Error(`a timed request answered ${answer.status}, not ${status}`);
      }
    }),
  );
  const used = process.cpuUsage(cpu);
  return {
    perSecond: runs / ((performance.now() - started) / 1000),
    cpuMs: (used.user + used.system) / 1000 / runs,
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * Issue 27 point 5: the product page drawn by the server against the same bytes served as a static
 * file by the same process, at 1 and 8 connections (the median of a few alternating rounds, so that
 * neither side alone bears a busy moment of the machine), and a repeat view that sends back the
 * page's ETag. Then what one page costs in counts: SQL statements and requests to the subgraphs.
 */
export async function benchPageSpeed(base: string, platform: PlatformFacts): Promise<void> {
  const visitor = new HttpClient(base);
  await visitor.openPage('/shop'); // a visitor with the crumb cookie, no cart: the page as most visitors get it
  const first = await visitor.request('GET', PAGE);
  if (first.status !== 200) throw new Error(`${PAGE} answered ${first.status}`);
  const twin = await staticTwin(first.bytes);
  const reader = new HttpClient(twin.base, { address: visitor.address });
  const pageRequest = () => visitor.request('GET', PAGE);
  const fileRequest = () => reader.request('GET', PAGE);
  // As a browser revalidates its copy: fetch would add `no-cache` (a hard reload) to a conditional request without its own.
  const revalidate = { 'if-none-match': first.headers.get('etag') ?? '', 'cache-control': 'max-age=0' };
  const repeat = () => visitor.request('GET', PAGE, { headers: revalidate });
  // A page whose ETag changes with every drawing (a fresh nonce in it) has none worth sending back.
  const etag = (await repeat()).status === 304;
  try {
    for (let i = 0; i < 30; i++) await Promise.all([pageRequest(), fileRequest()]); // warm-up
    console.log(`\nproduct page over static (${PAGE}, ${first.bytes.length} bytes; median of ${ROUNDS} rounds)`);
    for (const c of [1, 8] as const) {
      const rounds: { page: Rate; file: Rate; repeat?: Rate }[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        const file = await rate(c, 200, fileRequest);
        const page = await rate(c, 200, pageRequest);
        rounds.push({ file, page, repeat: etag ? await rate(c, 304, repeat) : undefined });
      }
      const of = (pick: (r: (typeof rounds)[number]) => number | undefined) =>
        median(rounds.map(pick).filter((n): n is number => n !== undefined));
      const [p, f] = [of((r) => r.page.perSecond), of((r) => r.file.perSecond)];
      const [pCpu, fCpu] = [of((r) => r.page.cpuMs), of((r) => r.file.cpuMs)];
      const again = etag
        ? `; repeat view with its ETag (304) ${of((r) => r.repeat?.perSecond).toFixed(0)} req/s, ${of((r) => r.repeat?.cpuMs).toFixed(2)} ms CPU`
        : '; no repeat view answers 304';
      console.log(
        `c=${c}: page ${p.toFixed(0)} req/s, static ${f.toFixed(0)} req/s: ${(p / f).toFixed(3)}x (goal at least 0.25x); CPU per request page ${pCpu.toFixed(2)} ms, static ${fCpu.toFixed(2)} ms: ${(fCpu / pCpu).toFixed(3)}x${again}`,
      );
    }
  } finally {
    await twin.close();
  }
  let fewest: { statements: number; subgraphs: Record<string, number> } | undefined;
  for (let i = 0; i < 5; i++) {
    const { result, requests } = await requestsDuring(() => statementsDuring(pageRequest));
    const { public: _client, ...subgraphs } = countByServer(requests, platform.port, platform.subgraphUrls);
    if (!fewest || result.statements.length < fewest.statements)
      fewest = { statements: result.statements.length, subgraphs };
  }
  const calls = Object.entries(fewest!.subgraphs);
  console.log(
    `per page (the fewest of 5): SQL statements ${fewest!.statements}; subgraph requests ${calls.reduce((n, [, c]) => n + c, 0)} (${calls.map(([s, c]) => `${s} ${c}`).join(', ')})`,
  );
}
