import http from 'node:http';
import https from 'node:https';
import type { RemoteGraphQLDataSource } from '@apollo/gateway';
import { GATEWAY_IDLE_CONNECTION_MS } from '@atelier/platform';

export type Fetcher = RemoteGraphQLDataSource['fetcher'];
type FetcherRequestInit = NonNullable<Parameters<Fetcher>[1]>;
type FetcherResponse = Awaited<ReturnType<Fetcher>>;

/**
 * A request to a subgraph that failed before its answer came, with what is known of how far it
 * got: whether it went out on a connection kept from an earlier request, and whether it went out
 * at all. A failure to connect or to write means the subgraph never had the whole request, so it
 * cannot have run it; a connection that broke after the writing may have been read and run.
 */
export class SubgraphConnectionError extends Error {
  readonly code: string | undefined;
  readonly requestSent: boolean;
  constructor(
    url: string,
    cause: Error & { code?: string; syscall?: string },
    readonly reusedConnection: boolean,
  ) {
    super(`${cause.message} (${url})`, { cause });
    this.name = 'SubgraphConnectionError';
    this.code = cause.code;
    this.requestSent = cause.syscall !== 'write' && cause.syscall !== 'connect';
  }
}

/** Idle connections are let go before a subgraph would close them (keep-alive.ts). */
const agentOptions = { keepAlive: true, timeout: GATEWAY_IDLE_CONNECTION_MS, scheduling: 'lifo' } as const;
const agents = { 'http:': new http.Agent(agentOptions), 'https:': new https.Agent(agentOptions) };

/** Statuses whose answer has no body, which a Response refuses to be given one. */
const NO_BODY = new Set([101, 204, 205, 304]);

/**
 * The gateway's fetch to its subgraphs, over Node's http with a keep-alive agent of its own, so
 * that a failure says whether the connection was reused and whether the request went out
 * (SubgraphConnectionError), which decides whether it may be sent again.
 */
export const subgraphFetch: Fetcher = (url: string, init: FetcherRequestInit = {}) =>
  new Promise<FetcherResponse>((resolve, reject) => {
    const target = new URL(url);
    const transport = target.protocol === 'https:' ? https : http;
    const request = transport.request(target, {
      method: init.method ?? 'GET',
      headers: init.headers,
      agent: agents[target.protocol as 'http:' | 'https:'],
    });
    request.once('error', (error: Error & { code?: string }) =>
      reject(new SubgraphConnectionError(url, error, request.reusedSocket)),
    );
    request.once('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.once('error', (error: Error & { code?: string }) =>
        reject(new SubgraphConnectionError(url, error, request.reusedSocket)),
      );
      response.once('end', () => {
        const headers = new Headers();
        for (const [name, value] of Object.entries(response.headers)) {
          for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value])
            headers.append(name, one);
        }
        const status = response.statusCode ?? 502;
        resolve(
          new Response(NO_BODY.has(status) ? null : Buffer.concat(chunks), {
            status,
            statusText: response.statusMessage,
            headers,
          }) as FetcherResponse,
        );
      });
    });
    request.end(init.body);
  });
