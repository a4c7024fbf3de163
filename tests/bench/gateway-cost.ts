import { INTERNAL_HEADERS } from '@atelier/platform';
import type { PlatformFacts } from './checkout-latency.ts';
import { median, medianFigures, startLoadProcess, type LoadFigures, type LoadRequest } from './load.ts';

/** A catalog-only read, as the storefront asks (values as variables): no field of another subgraph. */
const PRODUCT = `query ProductPrices($id: ID!) { product(id: $id) { title variants { sku priceMoney { value currency } } } }`;
const VARIABLES = { id: 'prod_linen_shirt' };
const ROUNDS = 10;
const LOADS = [
  { concurrency: 1, runs: 300 },
  { concurrency: 8, runs: 600 },
];

/** The demo site's id, as the gateway's own Host lookup finds it. */
async function demoSiteId(gateway: string): Promise<string> {
  const response = await fetch(gateway, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ siteOf(slug: "atelier-demo") }' }),
  });
  const body = (await response.json()) as { data?: { siteOf?: string } };
  if (!body.data?.siteOf) throw new Error(`siteOf answered ${response.status}: ${JSON.stringify(body)}`);
  return body.data.siteOf;
}

const line = (name: string, f: LoadFigures) =>
  console.log(
    `${name.padEnd(30)} c=${f.concurrency}  ${f.requestsPerSecond.toFixed(0).padStart(5)} req/s  p50 ${f.p50.toFixed(2)} ms  ${f.msPerRequest.toFixed(2)} ms/req  CPU ${f.cpuMsPerRequest.toFixed(3)} ms/req`,
  );

/**
 * The gateway's own cost (issue 27, point 4): one catalog-only query sent to the gateway's /graphql
 * and straight to the catalog subgraph with the internal headers the gateway would send for the same
 * visitor, at 1 and 8 connections, from a client process of its own, the two taking turns over a
 * few rounds (medians). Printed: requests per second, p50, wall and CPU time per request of this
 * process, and the gateway over the subgraph of each (goal at most 1.3x).
 */
export async function benchGatewayCost(platform: PlatformFacts): Promise<void> {
  const gatewayUrl = `http://127.0.0.1:${platform.port}/graphql`;
  const catalogUrl = platform.subgraphUrls.catalog;
  if (!catalogUrl) throw new Error('the platform names no catalog subgraph');
  const body = JSON.stringify({ query: PRODUCT, variables: VARIABLES });
  const viaGateway: LoadRequest = { url: gatewayUrl, headers: { 'content-type': 'application/json' }, body };
  const direct: LoadRequest = {
    url: catalogUrl,
    headers: {
      'content-type': 'application/json',
      [INTERNAL_HEADERS.siteId]: await demoSiteId(gatewayUrl),
      [INTERNAL_HEADERS.siteOrigin]: `http://127.0.0.1:${platform.port}`,
      [INTERNAL_HEADERS.clientAddress]: '127.0.0.1',
      [INTERNAL_HEADERS.requestId]: 'bench-gateway-cost',
    },
    body,
  };
  const load = await startLoadProcess();
  try {
    await load.closedLoop(viaGateway, 300, 1); // warm-up: plans, compiled queries, connections
    await load.closedLoop(direct, 300, 1);
    console.log('\ngateway cost: a catalog-only query (a product by id, its variants and prices)');
    for (const { concurrency, runs } of LOADS) {
      const gatewayRounds: LoadFigures[] = [];
      const directRounds: LoadFigures[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        // In turns, each first every other round: neither bears the machine's slow moments alone.
        const first = round % 2 === 0 ? viaGateway : direct;
        const second = first === direct ? viaGateway : direct;
        const a = await load.closedLoop(first, runs, concurrency);
        const b = await load.closedLoop(second, runs, concurrency);
        gatewayRounds.push(first === viaGateway ? a : b);
        directRounds.push(first === viaGateway ? b : a);
      }
      line('via the gateway', medianFigures(gatewayRounds));
      line('catalog subgraph directly', medianFigures(directRounds));
      const ratio = (pick: (f: LoadFigures) => number) =>
        median(gatewayRounds.map((g, i) => pick(g) / pick(directRounds[i]!))).toFixed(2);
      console.log(
        `gateway / subgraph direct, c=${concurrency}: time per request ${ratio((f) => f.msPerRequest)}x, p50 ${ratio((f) => f.p50)}x, CPU per request ${ratio((f) => f.cpuMsPerRequest)}x (goal at most 1.3x)`,
      );
    }
  } finally {
    load.stop();
  }
  console.log(
    `(${ROUNDS} rounds of each in turns; figures and ratios are medians, each ratio of one round's pair; CPU is this process's, the client runs in its own)`,
  );
}
