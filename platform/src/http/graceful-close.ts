import type { Server, ServerResponse } from 'node:http';

export interface GracefulServer {
  /** Requests being answered now. */
  readonly inFlight: number;
  /**
   * Stops taking connections at once and lets the requests in flight finish within `deadlineMs`:
   * each of their responses says `Connection: close`, idle keep-alive connections are closed now,
   * and at the end (all answered, or the deadline) every connection left is closed. Resolves with
   * how many requests the deadline cut.
   */
  close(deadlineMs: number): Promise<number>;
}

/**
 * Tracks a server's requests so that it can stop without breaking the ones it is answering.
 * Node's own `close` waits for connections, not requests: a keep-alive connection would hold it
 * open until its idle timeout, and one that never sends a request, until its headers timeout.
 */
export function gracefulServer(server: Server): GracefulServer {
  const active = new Set<ServerResponse>();
  let closing = false;
  let allAnswered: (() => void) | undefined;
  // First among the listeners, so that a request answered at once still hears it is the last.
  server.prependListener('request', (_req, res: ServerResponse) => {
    active.add(res);
    if (closing) res.shouldKeepAlive = false;
    res.once('close', () => {
      active.delete(res);
      if (active.size === 0) allAnswered?.();
    });
  });
  return {
    get inFlight() {
      return active.size;
    },
    async close(deadlineMs) {
      closing = true;
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      for (const res of active) if (!res.headersSent) res.shouldKeepAlive = false;
      if (active.size) {
        let timer: NodeJS.Timeout | undefined;
        await new Promise<void>((resolve) => {
          allAnswered = resolve;
          timer = setTimeout(resolve, deadlineMs);
        });
        clearTimeout(timer);
      }
      const cut = active.size;
      server.closeAllConnections();
      await closed;
      return cut;
    },
  };
}
