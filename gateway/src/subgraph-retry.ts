import { createLogger } from '@atelier/platform';
import { SubgraphConnectionError, type SubgraphTransport } from './subgraph-fetch.ts';

const log = createLogger('gateway');

/** A connection that broke under the request: reset by the peer, or written to after it closed. */
const RESET_CODES = new Set(['ECONNRESET', 'EPIPE']);

/**
 * Whether a subgraph request that failed may be sent once more. Only a reset of a connection kept
 * from an earlier request qualifies (the subgraph let it go as the request went out); a fresh
 * connection that breaks says the subgraph itself is in trouble. Then a query may be repeated, as
 * it changes nothing; a mutation only when the request never fully went out, since a subgraph that
 * read it may have run it. The query planner writes each fetch's operation type first ("query",
 * "mutation", or a bare selection set for a query).
 */
export function mayRepeat(error: unknown, query: string | undefined): boolean {
  return mayRepeatRequest(error, /^\s*(query\b|\{)/.test(query ?? ''));
}

/** mayRepeat for a request whose sender knows whether it only reads (the edge's whole operation). */
export function mayRepeatRequest(error: unknown, readOnly: boolean): boolean {
  if (!(error instanceof SubgraphConnectionError) || !error.reusedConnection || !RESET_CODES.has(error.code ?? ''))
    return false;
  return !error.requestSent || readOnly;
}

/** A transport that sends a request once more when it met a reset connection and that is safe (mayRepeat). */
export function repeatingOnceOnReset(transport: SubgraphTransport): SubgraphTransport {
  return async (request) => {
    try {
      return await transport(request);
    } catch (error) {
      if (!mayRepeat(error, request.body.query)) throw error;
      log.warn(
        { subgraph: request.url, code: (error as SubgraphConnectionError).code },
        'a kept connection to a subgraph was reset: sending the request once more',
      );
      return transport(request);
    }
  };
}
