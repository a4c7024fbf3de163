import http from 'node:http';
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { gracefulServer } from './graceful-close.ts';

const servers: http.Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    server.close();
  }
});

/** A server whose every request waits until the test lets it answer; `received` resolves as each arrives. */
async function gatedServer() {
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  const arrivals: (() => void)[] = [];
  let count = 0;
  const server = http.createServer(async (_req, res) => {
    count++;
    arrivals.splice(0).forEach((arrived) => arrived());
    await gate;
    res.end('answered');
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  const received = (n: number) =>
    new Promise<void>(function check(resolve) {
      if (count >= n) resolve();
      else arrivals.push(() => check(resolve));
    });
  return { server, port, open, received };
}

const agent = () => new http.Agent({ keepAlive: true });

function get(port: number, via: http.Agent) {
  return new Promise<{ status: number; body: string; connection: string | undefined }>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, agent: via }, (res) => {
        let body = '';
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode!, body, connection: res.headers.connection }));
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

const refused = (port: number) =>
  new Promise<string>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve('connected')));
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
  });

describe('gracefulServer', () => {
  it('refuses new connections at once and lets the requests in flight finish, each answered with Connection: close', async () => {
    const { server, port, open, received } = await gatedServer();
    const graceful = gracefulServer(server);
    const keepAlive = agent();
    const answers = Promise.all([get(port, keepAlive), get(port, keepAlive), get(port, agent())]);
    await received(3);
    expect(graceful.inFlight).toBe(3);
    const closed = graceful.close(60_000);
    expect(await refused(port)).toBe('ECONNREFUSED');
    open();
    expect(await answers).toEqual(Array(3).fill({ status: 200, body: 'answered', connection: 'close' }));
    expect(await closed).toBe(0);
    expect(graceful.inFlight).toBe(0);
  });

  it('does not wait for idle keep-alive connections, nor for connections that never sent a request', async () => {
    const { server, port, open } = await gatedServer();
    open();
    const graceful = gracefulServer(server);
    expect(await get(port, agent())).toMatchObject({ status: 200, connection: 'keep-alive' });
    const silent = net.connect(port, '127.0.0.1');
    await new Promise((resolve) => silent.once('connect', resolve));
    const silentClosed = new Promise((resolve) => silent.once('close', resolve));
    // With nothing in flight, a deadline of a minute is not waited for: the test would time out.
    expect(await graceful.close(60_000)).toBe(0);
    await silentClosed;
  });

  it('cuts what is still running at the deadline, and says how many', async () => {
    const { server, port, received } = await gatedServer();
    const graceful = gracefulServer(server);
    const answer = get(port, agent()).then(
      () => 'answered',
      (error: NodeJS.ErrnoException) => error.code,
    );
    await received(1);
    expect(await graceful.close(50)).toBe(1);
    expect(await answer).toBe('ECONNRESET');
  });
});
