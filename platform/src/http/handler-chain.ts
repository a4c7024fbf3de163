import type http from 'node:http';
import type { ErrorRequestHandler, Express, NextFunction, Request, RequestHandler, Response } from 'express';

/**
 * Runs express handlers in order on one request, as an app's router would hand them on, without
 * the router: for the one path whose every request takes the same handlers (the gateway's POST
 * /graphql), where matching each layer of the app and the gateway's router cost a request about
 * 70 µs of CPU, half the gateway's cost over the subgraph it calls (`npm run bench -- gateway`). The request and the
 * response are the app's (its prototypes, `res.locals`), a handler's error or rejected promise goes
 * to the error handlers in order, as `next(err)` would in the app.
 */
export function handlerChain(
  app: Express,
  handlers: readonly RequestHandler[],
  errorHandlers: readonly ErrorRequestHandler[],
): (req: http.IncomingMessage, res: http.ServerResponse) => void {
  return (incoming, outgoing) => {
    const req = Object.setPrototypeOf(incoming, app.request) as Request;
    const res = Object.setPrototypeOf(outgoing, app.response) as Response;
    req.res = res;
    res.req = req;
    res.locals ??= Object.create(null);
    req.originalUrl ??= req.url;
    let step = 0;
    let failed = 0;
    const run = (handler: () => unknown, next: NextFunction) => {
      try {
        const returned = handler() as { then?: unknown } | undefined;
        if (returned && typeof returned.then === 'function')
          (returned as Promise<unknown>).then(undefined, (error: unknown) =>
            next(error || new Error('Rejected promise')),
          );
      } catch (error) {
        next(error);
      }
    };
    const fail = (error: unknown) => {
      const handler = errorHandlers[failed++];
      if (handler) run(() => handler(error, req, res, fail), fail);
      else if (!res.headersSent) res.status(500).end();
    };
    const next: NextFunction = (error?: unknown) => {
      // As express's router: a falsy value is no error, 'route' and 'router' only skip ahead.
      if (error && error !== 'route' && error !== 'router') return fail(error);
      const handler = handlers[step++];
      if (handler) run(() => handler(req, res, next), next);
      else fail(Object.assign(new Error('Not Found'), { status: 404, expose: true }));
    };
    next();
  };
}
