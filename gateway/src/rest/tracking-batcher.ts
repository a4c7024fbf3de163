import { createLogger } from '@atelier/platform';
import type { TrackingEventInput } from './generated/operations.ts';

const log = createLogger('tracking-collector');

export interface TrackingBatcherOptions {
  /** Sends one site's batch (the GraphQL mutation); a failure loses that batch and is logged. */
  send(siteId: string, events: TrackingEventInput[]): Promise<void>;
  /** A site's events are sent once this many wait… */
  maxEvents?: number;
  /** …or this long after the first of them came. */
  maxWaitMs?: number;
}

export interface TrackingBatcher {
  add(siteId: string, event: TrackingEventInput): void;
  /** Sends everything waiting and waits for every send under way: on a drain, before the gateway stops. */
  flush(): Promise<void>;
  /** Events waiting, and sends under way: for tests and logs. */
  readonly pending: number;
}

/**
 * The collector's per-process buffer: the beacons of a site are answered at once and written
 * together, one mutation (one INSERT) per site every `maxWaitMs` or `maxEvents`, instead of a
 * transaction per event. What a process holds when it stops is sent first (flush, on the drain).
 * The buffer lives only in this process: several collectors behind a load balancer each write
 * their own batches, and nothing is shared between them.
 */
export function trackingBatcher({ send, maxEvents = 500, maxWaitMs = 150 }: TrackingBatcherOptions): TrackingBatcher {
  const waiting = new Map<string, { events: TrackingEventInput[]; timer: NodeJS.Timeout }>();
  const sending = new Set<Promise<void>>();
  let queued = 0;

  const sendNow = (siteId: string) => {
    const batch = waiting.get(siteId);
    if (!batch) return;
    waiting.delete(siteId);
    clearTimeout(batch.timer);
    queued -= batch.events.length;
    const sent = send(siteId, batch.events)
      .catch((err: unknown) => log.error({ err, siteId, events: batch.events.length }, 'a batch of events was lost'))
      .finally(() => sending.delete(sent));
    sending.add(sent);
  };

  return {
    add(siteId, event) {
      let batch = waiting.get(siteId);
      if (!batch) {
        const timer = setTimeout(() => sendNow(siteId), maxWaitMs);
        // A waiting batch does not keep the process alive; the drain flushes it.
        timer.unref();
        waiting.set(siteId, (batch = { events: [], timer }));
      }
      batch.events.push(event);
      queued++;
      if (batch.events.length >= maxEvents) sendNow(siteId);
    },
    async flush() {
      for (const siteId of [...waiting.keys()]) sendNow(siteId);
      while (sending.size) await Promise.all([...sending]);
    },
    get pending() {
      return queued + sending.size;
    },
  };
}
