import type { GraphQLDataSource, GraphQLDataSourceProcessOptions } from '@apollo/gateway';
import type { GatewayGraphQLResponse } from '@apollo/server-gateway-interface';
import { GraphQLError } from 'graphql';
import { INTERNAL_HEADERS, createLogger, readCookieInstructions } from '@atelier/platform';
import type { GatewayContext } from './context.ts';
import { internalHeadersOf } from './internal-headers-of.ts';
import { subgraphFetch, type SubgraphTransport } from './subgraph-fetch.ts';
import { repeatingOnceOnReset } from './subgraph-retry.ts';

const log = createLogger('gateway');

export interface SubgraphDataSourceOptions {
  /** The subgraph's GraphQL endpoint. */
  url: string;
  /** How to reach it in this process (local-subgraph.ts); over HTTP when left out. */
  transport?: SubgraphTransport;
}

/**
 * Calls one subgraph, over HTTP or in this process (SubgraphTransport). It hands the subgraph what
 * it may know of the client (cart and session tokens, the client's address, the request id) and
 * carries back the cookies a subgraph asks to set. A request that met a reset connection is sent
 * once more when that is safe (subgraph-retry.ts). It answers as Apollo's RemoteGraphQLDataSource
 * does (a status other than 2xx is an error named `<status>: <text>`), without the fetch Request,
 * Response and Headers objects that one builds for every call.
 */
export class SubgraphDataSource implements GraphQLDataSource<GatewayContext> {
  readonly url: string;
  private readonly transport: SubgraphTransport;

  constructor(options: SubgraphDataSourceOptions) {
    this.url = options.url;
    // A connection can be reset under a request only over HTTP: in process there is none to repeat.
    this.transport = options.transport ?? repeatingOnceOnReset(subgraphFetch);
  }

  async process({
    request,
    context,
  }: GraphQLDataSourceProcessOptions<GatewayContext>): Promise<GatewayGraphQLResponse> {
    if (!request.query) throw new Error('Missing query');
    const reply = await this.transport({
      url: this.url,
      headers: headersOf(context),
      body: {
        query: request.query,
        operationName: request.operationName,
        variables: request.variables,
        extensions: request.extensions,
      },
    });
    const { body } = reply;
    if (reply.status < 200 || reply.status > 299) {
      throw new GraphQLError(`${reply.status}: ${reply.statusText}`, {
        extensions: {
          response: { url: this.url, status: reply.status, statusText: reply.statusText, body },
          ...(reply.status === 401 ? { code: 'UNAUTHENTICATED' } : reply.status === 403 ? { code: 'FORBIDDEN' } : {}),
        },
      });
    }
    if (typeof body !== 'object' || body === null)
      throw new Error(`Expected JSON response body, but received: ${body}`);
    const header = reply.header(INTERNAL_HEADERS.setCookie);
    if (header && typeof context?.applyCookie === 'function') {
      const instructions = readCookieInstructions(header);
      if (!instructions) log.warn({ source: this.url }, 'subgraph sent an unreadable cookie instruction');
      for (const instruction of instructions ?? []) context.applyCookie(instruction);
    }
    return body as GatewayGraphQLResponse;
  }
}

/** The internal headers of a client's request; a request of the gateway's own (no client) carries none. */
function headersOf(context: object | undefined): Record<string, string> {
  const internal = context && 'cartToken' in context ? internalHeadersOf(context as GatewayContext) : {};
  return { 'content-type': 'application/json', ...internal };
}
