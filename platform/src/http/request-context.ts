import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

/**
 * The request being served, for whatever runs on its behalf: every log line carries its id, and
 * masked errors hand the id to the client, so that a report can be matched to the log.
 */
interface RequestScope {
  requestId: string;
}

const storage = new AsyncLocalStorage<RequestScope>();

/** The header that carries a request id: X-Request-Id to and from clients. */
export const REQUEST_ID_HEADER = 'X-Request-Id';

/** A request id from outside (a client, a proxy, the gateway) is kept only when it is plainly an id. */
export function acceptRequestId(candidate: string | undefined): string {
  return candidate && /^[A-Za-z0-9._:-]{8,128}$/.test(candidate) ? candidate : randomUUID();
}

export function runWithRequestId<T>(requestId: string, fn: () => T): T {
  return storage.run({ requestId }, fn);
}

export function currentRequestId(): string | undefined {
  return storage.getStore()?.requestId;
}
