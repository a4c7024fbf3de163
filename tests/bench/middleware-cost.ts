import http from 'node:http';
import cookieParser from 'cookie-parser';
import express, { type RequestHandler } from 'express';
import pino from 'pino';
import { createRootLogger, requestLogging, securityHeaders } from '@atelier/platform';
import { median, startLoadProcess, type LoadFigures, type LoadProcess } from './load.ts';

const RUNS = 2000;
const ROUNDS = 5;
const ANSWER = JSON.stringify({ data: { product: { title: 'Linen Shirt' } } });
/** What a browser sends the gateway: a session of cookies, and a GraphQL body. */
const HEADERS = {
  'content-type': 'application/json',
  cookie: 'crumb=0123456789abcdef0123456789abcdef; atelier-cart=0123456789abcdef0123456789abcdef',
};
const BODY = JSON.stringify({
  query: 'query ProductPrices($id: ID!) { product(id: $id) { title variants { sku priceMoney { value } } } }',
  variables: { id: 'prod_linen_shirt' },
});

/** The answer, once the body is read (by express.json, or here when no parser ran). */
const answer: RequestHandler = (req, res) => {
  const send = () => res.setHeader('content-type', 'application/json').end(ANSWER);
  if (req.readableEnded) send();
  else req.resume().once('end', send);
};

async function cpuPerRequest(load: LoadProcess, stack: RequestHandler[]): Promise<LoadFigures> {
  const app = express();
  app.disable('x-powered-by');
  if (stack.length) app.use(...stack);
  app.post('/graphql', answer);
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as { port: number }).port}/graphql`;
  try {
    await load.closedLoop({ url, headers: HEADERS, body: BODY }, 300, 1); // warm-up
    return await load.closedLoop({ url, headers: HEADERS, body: BODY }, RUNS, 1);
  } finally {
    server.closeAllConnections();
    server.close();
  }
}

/**
 * What each middleware in front of the gateway's /graphql costs: an express app answering a fixed
 * GraphQL answer, measured bare and with each middleware of the platform's edge and the gateway's
 * router alone (the product's own, built as the platform builds them), one connection, in turns over
 * a few rounds; each one's cost is the median over the rounds of its CPU per request less the bare
 * app's. The access log is weighed at the bench's level (warn: nothing written) and at info, the
 * default, to /dev/null.
 */
export async function benchMiddlewareCost(): Promise<void> {
  // As the product writes its log to stdout: synchronously (pino's own destination).
  const nowhere = () => pino.destination({ dest: '/dev/null', sync: true });
  const quiet = createRootLogger(nowhere()).child({ component: 'http' });
  const written = createRootLogger(nowhere()).child({ component: 'http' });
  quiet.level = 'warn';
  written.level = 'info';
  const stacks: Record<string, () => RequestHandler[]> = {
    bare: () => [],
    'request id and access log (warn)': () => [requestLogging(quiet)],
    'request id and access log (info)': () => [requestLogging(written)],
    'security headers': () => [securityHeaders()],
    cookies: () => [cookieParser()],
    'JSON body': () => [express.json({ limit: '1mb' })],
    'all of them (info)': () => [
      requestLogging(written),
      securityHeaders(),
      cookieParser(),
      express.json({ limit: '1mb' }),
    ],
  };
  const rounds = new Map<string, LoadFigures[]>(Object.keys(stacks).map((name) => [name, []]));
  const load = await startLoadProcess();
  try {
    for (let round = 0; round < ROUNDS; round++) {
      for (const [name, stack] of Object.entries(stacks)) rounds.get(name)!.push(await cpuPerRequest(load, stack()));
    }
  } finally {
    load.stop();
  }
  const cpu = (name: string) => rounds.get(name)!.map((f) => f.cpuMsPerRequest * 1000);
  const bare = cpu('bare');
  console.log(
    `\nmiddleware on the gateway's path, CPU per request over a bare express app (${median(bare).toFixed(0)} µs)`,
  );
  for (const name of Object.keys(stacks)) {
    if (name === 'bare') continue;
    const added = median(cpu(name).map((us, round) => us - bare[round]!));
    console.log(`  ${name.padEnd(34)} ${added.toFixed(0).padStart(5)} µs`);
  }
  console.log(`(${RUNS} requests of each, c=1, ${ROUNDS} rounds in turns, medians of each round's difference)`);
}
