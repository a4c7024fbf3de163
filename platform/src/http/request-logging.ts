import type { RequestHandler } from 'express';
import { createLogger, type Logger } from '../logger.ts';
import { REQUEST_ID_HEADER, acceptRequestId, runWithRequestId } from './request-context.ts';

/** Paths whose requests are not logged: the health checks, and theme and island assets. */
const unlogged = (url: string) => url === '/health' || url.startsWith('/assets/');

/**
 * Gives each request an id (a well-formed X-Request-Id from the client or a proxy, or a new one),
 * answers with it in X-Request-Id, makes it the id of everything logged on the request's behalf,
 * and logs the request when it ends: method, path, status, time ("request completed", or "request
 * aborted" when the client left first). Neither headers nor query strings are logged, so no cookie,
 * crumb, token or password can reach the log this way. A 500 is an error, another 5xx (unavailable
 * for now, by design) a warning, anything else info.
 *
 * The line is pino-http's, written by one listener: pino-http made two child loggers per request
 * (the request serialised into the first) whether or not the line was then written, which cost
 * more than the rest of the gateway's edge together (`npm run bench -- gateway`). The bench hands
 * it a logger of its own, to weigh it at a level its output does not show.
 */
export function requestLogging(logger: Logger = createLogger('http')): RequestHandler {
  return (req, res, next) => {
    const requestId = acceptRequestId(req.get(REQUEST_ID_HEADER));
    res.setHeader(REQUEST_ID_HEADER, requestId);
    if (!unlogged(req.url)) {
      const started = Date.now();
      const path = req.url.split('?')[0];
      const method = req.method;
      let logged = false;
      const ended = (err?: Error) => {
        if (logged) return;
        logged = true;
        const status = res.statusCode;
        const level = err || status === 500 ? 'error' : status > 500 ? 'warn' : 'info';
        if (!logger.isLevelEnabled(level)) return;
        logger[level](
          {
            req: { method, path },
            requestId,
            res: { statusCode: status },
            responseTime: Date.now() - started,
            ...(err ? { err } : {}),
          },
          err ? 'request errored' : res.writableFinished ? 'request completed' : 'request aborted',
        );
      };
      // A response's close comes after its last byte is handed over, or when the client left first.
      // Logged once, on the first of the two. The listeners stay: the response ends with the request,
      // and taking them off (a delete in its table of listeners) would be work for nothing; `once`
      // would wrap each in a closure of its own.
      res.on('close', ended);
      res.on('error', ended);
    }
    runWithRequestId(requestId, next);
  };
}
