import { INTERNAL_HEADERS } from '@atelier/platform';
import type { GatewayContext } from './context.ts';

/** What the subgraphs may know of the client's request, as the internal headers the gateway sends them. */
export function internalHeadersOf(ctx: GatewayContext): Record<string, string> {
  const headers: Record<string, string> = { [INTERNAL_HEADERS.clientAddress]: ctx.clientAddress };
  if (ctx.cartToken) headers[INTERNAL_HEADERS.cartToken] = ctx.cartToken;
  if (ctx.expressCartToken) headers[INTERNAL_HEADERS.expressCartToken] = ctx.expressCartToken;
  if (ctx.sessionToken) headers[INTERNAL_HEADERS.sessionToken] = ctx.sessionToken;
  if (ctx.requestId) headers[INTERNAL_HEADERS.requestId] = ctx.requestId;
  if (ctx.unlockKeys) headers[INTERNAL_HEADERS.unlockKeys] = ctx.unlockKeys;
  if (ctx.siteId) headers[INTERNAL_HEADERS.siteId] = ctx.siteId;
  if (ctx.siteOrigin) headers[INTERNAL_HEADERS.siteOrigin] = ctx.siteOrigin;
  if (ctx.siteCall) headers[INTERNAL_HEADERS.siteCall] = '1';
  if (ctx.apiKey) headers[INTERNAL_HEADERS.apiKey] = ctx.apiKey.id;
  return headers;
}
