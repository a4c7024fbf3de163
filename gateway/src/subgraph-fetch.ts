import http from 'node:http';
import https from 'node:https';
import { GATEWAY_IDLE_CONNECTION_MS, type SubgraphOperation } from '@atelier/platform';

/** One request of the gateway to a subgraph: the internal headers, and the operation the plan gives it. */
export interface SubgraphRequest {
  url: string;
  headers: Record<string, string>;
  body: SubgraphOperation;
}

/** A subgraph's answer whole. */
export interface SubgraphReply {
  status: number;
  statusText: string;
  header(name: string): string | undefined;
  /** Its JSON, or its text when it says it is not JSON or is not. */
  body: unknown;
}

/**
 * How the gateway reaches a subgraph: over HTTP (subgraphFetch), or, for the subgraphs the
 * all-in-one launcher runs beside it, in this process (local-subgraph.ts).
 */
export type SubgraphTransport = (request: SubgraphRequest) => Promise<SubgraphReply>;

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

/**
 * The gateway's HTTP client to its subgraphs: Node's http with a keep-alive agent of its own, the
 * answer read whole (its JSON, or its text). A failure says whether the connection was reused and whether the
 * request went out (SubgraphConnectionError), which decides whether it may be sent again.
 */
export const subgraphFetch: SubgraphTransport = ({ url, headers, body }) =>
  new Promise<SubgraphReply>((resolve, reject) => {
    const target = new URL(url);
    const transport = target.protocol === 'https:' ? https : http;
    const request = transport.request(target, {
      method: 'POST',
      headers,
      agent: agents[target.protocol as 'http:' | 'https:'],
    });
    request.once('error', (error: Error & { code?: string }) =>
      reject(new SubgraphConnectionError(url, error, request.reusedSocket)),
    );
    request.once('response', (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.once('error', (error: Error & { code?: string }) =>
        reject(new SubgraphConnectionError(url, error, request.reusedSocket)),
      );
      response.once('end', () => {
        const status = response.statusCode ?? 502;
        resolve({
          status,
          statusText: response.statusMessage ?? http.STATUS_CODES[status] ?? '',
          header: (name) => {
            const value = response.headers[name.toLowerCase()];
            return Array.isArray(value) ? value.join(', ') : value;
          },
          body: jsonOrText(response.headers['content-type'], text),
        });
      });
    });
    request.end(JSON.stringify(body));
  });

/** An answer's JSON when it says it is JSON and is, else its text. */
function jsonOrText(type: string | undefined, text: string): unknown {
  if (!type?.startsWith('application/json') && !type?.startsWith('application/graphql-response+json')) return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
