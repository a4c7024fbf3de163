import { RemoteGraphQLDataSource, type GraphQLDataSourceProcessOptions } from '@apollo/gateway';
import { INTERNAL_HEADERS, createLogger, readCookieInstructions } from '@atelier/platform';
import type { GatewayContext } from './context.ts';
import { internalHeadersOf } from './internal-headers-of.ts';
import { subgraphFetch } from './subgraph-fetch.ts';
import { repeatingOnceOnReset } from './subgraph-retry.ts';

const log = createLogger('gateway');

/**
 * Calls one subgraph over HTTP. It hands the subgraph what it may know of the client (cart and
 * session tokens, the client's address, the request id) and carries back the cookies a subgraph
 * asks to set. A request that met a reset connection is sent once more when that is safe (subgraph-retry.ts).
 */
export class SubgraphDataSource extends RemoteGraphQLDataSource<GatewayContext> {
  override fetcher = repeatingOnceOnReset(subgraphFetch);

  override willSendRequest({ request, context }: GraphQLDataSourceProcessOptions<GatewayContext>): void {
    const headers = request.http?.headers;
    if (!headers || !('cartToken' in (context ?? {}))) return;
    for (const [name, value] of Object.entries(internalHeadersOf(context as GatewayContext))) headers.set(name, value);
  }

  override didReceiveResponse: RemoteGraphQLDataSource<GatewayContext>['didReceiveResponse'] = ({
    response,
    context,
  }) => {
    const header = response.http?.headers.get(INTERNAL_HEADERS.setCookie);
    if (header && typeof context?.applyCookie === 'function') {
      const instructions = readCookieInstructions(header);
      if (!instructions) log.warn({ source: this.url }, 'subgraph sent an unreadable cookie instruction');
      for (const instruction of instructions ?? []) context.applyCookie(instruction);
    }
    return response;
  };
}
