import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { createRootLogger } from '../logger.ts';
import { currentRequestId } from './request-context.ts';
import { requestLogging } from './request-logging.ts';

const servers: http.Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    server.close();
  }
});

/** An app on a real socket with the access log in front, its lines kept; /slow answers only when told. */
async function loggedApp() {
  const lines: Record<string, unknown>[] = [];
  const log = createRootLogger(
    new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(String(chunk)));
        done();
      },
    }),
  ).child({ component: 'http' });
  log.level = 'info';
  let arrived!: () => void;
  const slowArrived = new Promise<void>((resolve) => (arrived = resolve));
  const app = express();
  app.use(requestLogging(log));
  app.get('/ok', (_req, res) => void res.json({ requestId: currentRequestId() }));
  app.get('/health', (_req, res) => void res.send('ok'));
  app.get('/unavailable', (_req, res) => void res.status(503).send('starting'));
  app.get('/broken', (_req, res) => void res.status(500).send('masked'));
  app.get('/slow', () => arrived());
  const server = http.createServer(app);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  /** The lines once `count` are written: a line is written as its response closes, after the client has it. */
  const linesWhen = async (count: number) => {
    await expect.poll(() => lines.length).toBe(count);
    return lines;
  };
  return { base, linesWhen, slowArrived };
}

describe('requestLogging', () => {
  it('gives each request an id, answers with it, and logs method, path, status and time under it, never the query', async () => {
    const { base, linesWhen } = await loggedApp();
    const response = await fetch(`${base}/ok?token=secret`, { headers: { 'X-Request-Id': 'client-id-0001' } });
    expect(response.headers.get('x-request-id')).toBe('client-id-0001');
    expect(await response.json()).toEqual({ requestId: 'client-id-0001' });
    const [line] = await linesWhen(1);
    expect(line).toEqual({
      level: 'info',
      time: expect.any(String),
      component: 'http',
      requestId: 'client-id-0001',
      req: { method: 'GET', path: '/ok' },
      res: { statusCode: 200 },
      responseTime: expect.any(Number),
      msg: 'request completed',
    });
    const fresh = await fetch(`${base}/ok`, { headers: { 'X-Request-Id': 'no' } });
    expect(fresh.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('logs a 500 as an error and another 5xx as a warning, neither with a made-up error; /health not at all', async () => {
    const { base, linesWhen } = await loggedApp();
    await fetch(`${base}/health`);
    await fetch(`${base}/unavailable`);
    await fetch(`${base}/broken`);
    const lines = await linesWhen(2);
    expect(lines.map((l) => [l.level, (l.req as { path: string }).path, l.msg, 'err' in l])).toEqual([
      ['warn', '/unavailable', 'request completed', false],
      ['error', '/broken', 'request completed', false],
    ]);
  });

  it('logs a request whose client left before the answer as aborted', async () => {
    const { base, linesWhen, slowArrived } = await loggedApp();
    const leaving = new AbortController();
    const request = fetch(`${base}/slow`, { signal: leaving.signal }).catch(() => 'left');
    await slowArrived;
    leaving.abort();
    expect(await request).toBe('left');
    const [line] = await linesWhen(1);
    expect([line!.msg, line!.req]).toEqual(['request aborted', { method: 'GET', path: '/slow' }]);
  });
});
