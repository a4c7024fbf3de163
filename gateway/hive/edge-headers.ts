import type { GatewayPlugin } from '@graphql-hive/gateway-runtime';
import {
  EDGE_CALL_HEADER,
  EDGE_CALL_HEADERS,
  HEADER_OF_SETTABLE_COOKIE,
  INTERNAL_HEADERS,
  readCookieInstructions,
  verifyEdgeCall,
  type CookieInstruction,
} from '@atelier/platform';

/** What one operation from the edge hands the subgraphs, and the cookies they asked for so far. */
interface EdgeCall {
  headers: Record<string, string>;
  cookies: CookieInstruction[];
}

const INTERNAL_PREFIX = 'x-atelier-';

/**
 * Hive Gateway's side of the edge (gateway/src/federation-forwarder.ts). The subgraphs trust
 * Atelier's internal headers, so they are passed on only when the edge's signed proof covers them
 * (edge-calls.ts); from anyone else every `x-atelier-*` header is dropped and the subgraphs see a
 * visitor without site, cart or session. As in Apollo's gateway (context.ts), a cart or session a
 * subgraph issues is the one the same operation's later subgraph calls carry, and every cookie the
 * subgraphs asked for goes back to the edge in one `x-atelier-set-cookie` header.
 */
export function useAtelierEdgeHeaders(secret: string): GatewayPlugin {
  const calls = new WeakMap<Request, EdgeCall>();
  const callOf = (request: Request): EdgeCall => {
    let call = calls.get(request);
    if (call) return call;
    const read = (name: string) => request.headers.get(name);
    const headers: Record<string, string> = {};
    if (verifyEdgeCall(secret, read(EDGE_CALL_HEADER), read)) {
      for (const name of EDGE_CALL_HEADERS) {
        const value = read(name);
        if (value !== null) headers[name] = value;
      }
    }
    call = { headers, cookies: [] };
    calls.set(request, call);
    return call;
  };
  return {
    onFetch({ executionRequest, options, setOptions }) {
      const request = (executionRequest?.context as { request?: Request } | undefined)?.request;
      if (!request) return;
      const call = callOf(request);
      const sent = Object.entries((options.headers ?? {}) as Record<string, string>).filter(
        ([name]) => !name.toLowerCase().startsWith(INTERNAL_PREFIX),
      );
      setOptions({ ...options, headers: { ...Object.fromEntries(sent), ...call.headers } });
      return ({ response }) => {
        const header = response.headers.get(INTERNAL_HEADERS.setCookie);
        for (const instruction of (header && readCookieInstructions(header)) || []) {
          call.cookies.push(instruction);
          const carried = HEADER_OF_SETTABLE_COOKIE[instruction.name];
          if (!carried) continue;
          if (instruction.value === null) delete call.headers[carried];
          else call.headers[carried] = instruction.value;
        }
      };
    },
    onResponse({ request, response }) {
      const cookies = calls.get(request)?.cookies;
      if (cookies?.length) response.headers.set(INTERNAL_HEADERS.setCookie, JSON.stringify(cookies));
    },
  };
}
