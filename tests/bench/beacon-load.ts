import autocannon from 'autocannon';
import type { LoadRequest } from './load.ts';

export interface BeaconFigures {
  requestsPerSecond: number;
  p50: number;
  /** CPU the load client spent per request (this process's user and system time), in µs. */
  clientCpuMicros: number;
}

/**
 * A closed loop of one POST from `connections` keep-alive connections, `amount` times, sent by
 * autocannon (one request in flight per connection, no pipelining): a beacon's server work is a
 * few tens of µs, and node:http's client costs more than that per request, so the load process's
 * client would take the CPU the measured server needs on this same machine. Every answer must have
 * the request's status: anything else (or a socket error, or a timeout) fails the run.
 */
export async function beaconLoad(request: LoadRequest, amount: number, connections: number): Promise<BeaconFigures> {
  const expected = request.status ?? 200;
  let answered = 0;
  const cpu = process.cpuUsage();
  const started = performance.now();
  const result = await autocannon({
    url: request.url,
    connections,
    amount,
    pipelining: 1,
    requests: [
      {
        method: 'POST',
        headers: request.headers,
        body: request.body,
        onResponse: (status) => void (status === expected && answered++),
      },
    ],
  });
  const wallSeconds = (performance.now() - started) / 1000;
  const spent = process.cpuUsage(cpu);
  if (result.errors || result.timeouts || answered !== amount)
    throw new Error(
      `beacons: ${answered} of ${amount} answered ${expected}, ${result.errors} errors, ${result.timeouts} timeouts`,
    );
  return {
    requestsPerSecond: amount / wallSeconds,
    p50: result.latency.p50,
    clientCpuMicros: (spent.user + spent.system) / amount,
  };
}
