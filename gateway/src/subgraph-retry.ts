import { createLogger } from '@atelier/platform';
import { SubgraphConnectionError, type Fetcher } from './subgraph-fetch.ts';

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

/** The operation of a subgraph request's body, read only when a failure asks. */
function queryOf(body: unknown): string | undefined {
  try {
    const query: unknown = JSON.parse(String(body)).query;
    return typeof query === 'string' ? query : undefined;
  } catch {
    return undefined;
  }
}

/** A fetcher that sends a request once more when it met a reset connection and that is safe (mayRepeat). */
export function repeatingOnceOnReset(fetcher: Fetcher): Fetcher {
  return async (url, init) => {
    try {
      return await fetcher(url, init);
    } catch (error) {
      if (!mayRepeat(error, queryOf(init?.body))) throw error;
      log.warn(
        { subgraph: url, code: (error as SubgraphConnectionError).code },
        'a kept connection to a subgraph was reset: sending the request once more',
      );
      return fetcher(url, init);
    }
  };
}
