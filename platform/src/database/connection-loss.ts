import type { Logger } from '../logger.ts';
import { isStopping } from '../process/termination.ts';

/** PostgreSQL ending connections on purpose: shut down by an administrator or a signal, or not yet/no longer taking connections. */
const SHUTDOWN_CODES = new Set(['57P01', '57P02', '57P03']);

/** A burst of losses (every connection of a pool at once) is told in one line. */
const BURST_MS = 10_000;

/**
 * Reports what a pool or client emits on its own, outside any query (an idle connection dropped).
 * A connection PostgreSQL ended because it is stopping, or lost while this process stops, is
 * expected: one plain info line for the burst, no stack. Anything else is logged with its error.
 */
export function connectionErrorReporter(
  log: Logger,
  what: string,
  level: 'warn' | 'error' = 'warn',
): (err: Error & { code?: string }) => void {
  let toldAt = -Infinity;
  return (err) => {
    if (isStopping() || SHUTDOWN_CODES.has(err.code ?? '')) {
      if (Date.now() - toldAt > BURST_MS)
        log.info({ code: err.code, reason: err.message }, `${what} lost its connection as PostgreSQL stopped`);
      toldAt = Date.now();
      return;
    }
    log[level]({ err }, `${what} reported an error`);
  };
}
