import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import http from 'node:http';
import { INTERNAL_HEADERS, IN_PROCESS_SUBGRAPH_REQUESTS } from '@atelier/platform';

/** A request one of this process's HTTP servers received (on which port, and what it asked), or a subgraph in process. */
export interface ReceivedRequest {
  port: number;
  /** The subgraph that served it in process (RunningService.serve): the all-in-one gateway's requests go so. */
  inProcess?: string;
  method: string;
  path: string;
  /** A subgraph request the gateway made for itself, to find which site a Host names (router.ts's lookup context). */
  hostLookup: boolean;
}

/**
 * Every HTTP request the servers of this process receive while `run` runs (the public port, the
 * gateway's internal one and each subgraph's), and every request a subgraph serves in process. The
 * platform of a test or of the bench runs in this process, so listening on `http.Server`'s request
 * event counts what really went over HTTP, whoever sent it (the client, the gateway, a subgraph's
 * port), and the subgraphs' channel (IN_PROCESS_SUBGRAPH_REQUESTS) what the gateway asked them in process.
 */
export async function requestsDuring<T>(run: () => Promise<T>): Promise<{ result: T; requests: ReceivedRequest[] }> {
  const requests: ReceivedRequest[] = [];
  const original = http.Server.prototype.emit;
  http.Server.prototype.emit = function (this: http.Server, event: string | symbol, ...args: unknown[]) {
    if (event === 'request') {
      const request = args[0] as http.IncomingMessage;
      const address = this.address();
      requests.push({
        port: typeof address === 'object' && address ? address.port : 0,
        method: request.method ?? '',
        path: request.url ?? '',
        hostLookup: request.headers[INTERNAL_HEADERS.clientAddress] === 'gateway',
      });
    }
    return original.apply(this, [event, ...args] as Parameters<typeof original>);
  } as typeof original;
  const inProcess = (message: unknown) => {
    const { subgraph, headers } = message as { subgraph: string; headers: { get(name: string): string | undefined } };
    requests.push({
      port: 0,
      inProcess: subgraph,
      method: 'POST',
      path: '/graphql',
      hostLookup: headers.get(INTERNAL_HEADERS.clientAddress) === 'gateway',
    });
  };
  subscribe(IN_PROCESS_SUBGRAPH_REQUESTS, inProcess);
  try {
    return { result: await run(), requests };
  } finally {
    http.Server.prototype.emit = original;
    unsubscribe(IN_PROCESS_SUBGRAPH_REQUESTS, inProcess);
  }
}

/**
 * The requests by where they went: `public`, a subgraph's name (from the platform's subgraph URLs),
 * `gateway (internal)` for the loopback port the subgraphs call the gateway on, or `<subgraph> (in
 * process)` for what the all-in-one gateway asked a subgraph without HTTP. The gateway's own
 * Host → site lookups are left out: it keeps their answers for ten seconds, so whether one falls in
 * a window depends on the clock, not on what the request asked.
 */
export function countByServer(
  requests: ReceivedRequest[],
  publicPort: number,
  subgraphUrls: Record<string, string>,
): Record<string, number> {
  const names = new Map(Object.entries(subgraphUrls).map(([name, url]) => [Number(new URL(url).port), name]));
  const counts: Record<string, number> = {};
  for (const { port, inProcess, hostLookup } of requests) {
    if (hostLookup) continue;
    const name = inProcess
      ? `${inProcess} (in process)`
      : port === publicPort
        ? 'public'
        : (names.get(port) ?? 'gateway (internal)');
    counts[name] = (counts[name] ?? 0) + 1;
  }
  return counts;
}
