import http from 'node:http';
import express, { type ErrorRequestHandler, type RequestHandler } from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { handlerChain } from './handler-chain.ts';

const servers: http.Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

/** A server whose every request runs `handlers` through handlerChain on `app`. */
async function serveChain(handlers: RequestHandler[], errorHandlers: ErrorRequestHandler[]): Promise<string> {
  const app = express();
  app.set('trust proxy', 'loopback');
  const server = http.createServer(handlerChain(app, handlers, errorHandlers));
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as { port: number }).port}`;
}

const answerWith: (status: number) => ErrorRequestHandler = (status) => (error, _req, res, _next) =>
  void res.status(status).json({ error: (error as Error).message });

describe('handlerChain', () => {
  it('hands the request on in order, as express request and response of the app', async () => {
    const url = await serveChain(
      [
        (req, res, next) => {
          res.locals.seen = [req.path, req.ip, req.get('x-test')];
          next();
        },
        express.json(),
        (req, res) => void res.status(201).json({ seen: res.locals.seen, body: req.body, url: req.originalUrl }),
      ],
      [],
    );
    const response = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-test': 'yes' },
      body: '{"a":1}',
    });
    expect([response.status, await response.json()]).toEqual([
      201,
      { seen: ['/graphql', '127.0.0.1', 'yes'], body: { a: 1 }, url: '/graphql' },
    ]);
  });

  it('takes an error, thrown, handed to next or rejected, to the error handlers in order', async () => {
    const passOn: ErrorRequestHandler = (error, _req, _res, next) => next(error);
    for (const failing of [
      () => {
        throw new Error('thrown');
      },
      (_req: unknown, _res: unknown, next: (e: unknown) => void) => next(new Error('handed on')),
      async () => {
        throw new Error('rejected');
      },
    ] as RequestHandler[]) {
      const url = await serveChain([failing], [passOn, answerWith(418)]);
      const response = await fetch(url, { method: 'POST' });
      expect(response.status).toBe(418);
      expect(['thrown', 'handed on', 'rejected']).toContain(((await response.json()) as { error: string }).error);
    }
    // A malformed body, as express.json refuses it, reaches the first error handler.
    const url = await serveChain([express.json(), (_req, res) => void res.end()], [answerWith(400)]);
    const bad = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{' });
    expect(bad.status).toBe(400);
  });

  it('answers 404 through the error handlers when every handler passed the request on', async () => {
    const url = await serveChain([(_req, _res, next) => next()], [answerWith(404)]);
    expect((await fetch(url)).status).toBe(404);
  });
});
