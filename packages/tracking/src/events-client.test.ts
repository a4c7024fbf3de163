import { afterEach, describe, expect, it, vi } from 'vitest';
import { sendTrackingRequest, TRACKING_TIMEOUT_MS, trackingStatusMessage } from './events-client.ts';

const request = { url: '/api/v1/events', body: '{}', headers: { 'Content-Type': 'application/json' } };

/** A transport answering with the given status, recording what the page would log. */
function answering(status: number) {
  const logged: string[] = [];
  return { logged, transport: { fetch: async () => ({ status }), log: (m: string) => logged.push(m) } };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the events client', () => {
  it.each([200, 202])('takes %i as tracked, logging nothing', async (status) => {
    const { logged, transport } = answering(status);
    expect(await sendTrackingRequest(request, transport)).toBe(true);
    expect(logged).toEqual([]);
  });

  it.each([201, 204, 400, 429, 500, 503])(
    "logs 'Error tracking event: HTTP Status %i' for any other answer",
    async (status) => {
      const { logged, transport } = answering(status);
      expect(await sendTrackingRequest(request, transport)).toBe(false);
      expect(logged).toEqual([`Error tracking event: HTTP Status ${status}`]);
    },
  );

  it('words the status as SPEC section 8 does', () => {
    expect(trackingStatusMessage(404)).toBe('Error tracking event: HTTP Status 404');
  });

  it('swallows a failed request silently', async () => {
    const logged: string[] = [];
    const transport = {
      fetch: () => Promise.reject(new TypeError('Failed to fetch')),
      log: (m: string) => logged.push(m),
    };
    expect(await sendTrackingRequest(request, transport)).toBe(false);
    expect(logged).toEqual([]);
  });

  it('aborts a request after 2500 ms, and not before', async () => {
    vi.useFakeTimers();
    let signal: AbortSignal | undefined;
    const transport = {
      fetch: (_: string, init: RequestInit) =>
        new Promise<{ status: number }>((_resolve, reject) => {
          signal = init.signal ?? undefined;
          signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
      log: () => {},
    };
    const sent = sendTrackingRequest(request, transport);
    await vi.advanceTimersByTimeAsync(TRACKING_TIMEOUT_MS - 1);
    expect(signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(signal?.aborted).toBe(true);
    expect(await sent).toBe(false);
    expect(TRACKING_TIMEOUT_MS).toBe(2500);
  });

  it('sends a POST that outlives the page (keepalive) with its body and headers', async () => {
    let seen: RequestInit | undefined;
    await sendTrackingRequest(request, {
      fetch: async (_, init) => {
        seen = init;
        return { status: 202 };
      },
      log: () => {},
    });
    expect(seen).toMatchObject({ method: 'POST', body: '{}', keepalive: true, headers: request.headers });
  });
});
