import { RemoteGraphQLDataSource, type GraphQLDataSourceProcessOptions } from '@apollo/gateway';
import { INTERNAL_HEADERS, createLogger, type CookieInstruction } from '@atelier/platform';
import type { GatewayContext } from './context.ts';
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
    const ctx = context as GatewayContext;
    if (ctx.cartToken) headers.set(INTERNAL_HEADERS.cartToken, ctx.cartToken);
    if (ctx.expressCartToken) headers.set(INTERNAL_HEADERS.expressCartToken, ctx.expressCartToken);
    if (ctx.sessionToken) headers.set(INTERNAL_HEADERS.sessionToken, ctx.sessionToken);
    if (ctx.requestId) headers.set(INTERNAL_HEADERS.requestId, ctx.requestId);
    headers.set(INTERNAL_HEADERS.clientAddress, ctx.clientAddress);
    if (ctx.unlockKeys) headers.set(INTERNAL_HEADERS.unlockKeys, ctx.unlockKeys);
    if (ctx.siteId) headers.set(INTERNAL_HEADERS.siteId, ctx.siteId);
    if (ctx.siteOrigin) headers.set(INTERNAL_HEADERS.siteOrigin, ctx.siteOrigin);
    if (ctx.siteCall) headers.set(INTERNAL_HEADERS.siteCall, '1');
  }

  override didReceiveResponse: RemoteGraphQLDataSource<GatewayContext>['didReceiveResponse'] = ({
    response,
    context,
  }) => {
    const header = response.http?.headers.get(INTERNAL_HEADERS.setCookie);
    if (header && typeof context?.applyCookie === 'function') {
      for (const instruction of parseInstructions(header, this.url)) context.applyCookie(instruction);
    }
    return response;
  };
}

function parseInstructions(header: string, source: string | undefined): CookieInstruction[] {
  try {
    const parsed: unknown = JSON.parse(header);
    return Array.isArray(parsed) ? parsed.filter((c): c is CookieInstruction => typeof c?.name === 'string') : [];
  } catch {
    log.warn({ source }, 'subgraph sent an unreadable cookie instruction');
    return [];
  }
}
