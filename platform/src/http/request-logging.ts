import type { RequestHandler } from 'express';
import { pinoHttp } from 'pino-http';
import { createLogger } from '../logger.ts';
import { REQUEST_ID_HEADER, acceptRequestId, currentRequestId, runWithRequestId } from './request-context.ts';

/**
 * For a 5xx that came with no error, pino-http makes one up, with a stack of its own internals.
 * Such an answer was given on purpose (503 while starting, a provider down), and an unexpected
 * failure was already logged with its real error where it was caught: neither needs that stack.
 */
const isMadeUp = (res: { err?: unknown; statusCode: number }, error: Error) =>
  !res.err && error.message === `failed with status code ${res.statusCode}`;

/**
 * Gives each request an id (a well-formed X-Request-Id from the client or a proxy, or a new one),
 * answers with it in X-Request-Id, makes it the id of everything logged on the request's behalf,
 * and logs the request when it ends: method, path, status, time. Neither headers nor query strings
 * are logged, so no cookie, crumb, token or password can reach the log this way. A 500 is an error,
 * another 5xx (unavailable for now, by design) a warning, anything else info.
 */
export function requestLogging(): RequestHandler[] {
  return [
    (req, res, next) => {
      const requestId = acceptRequestId(req.get(REQUEST_ID_HEADER));
      res.setHeader(REQUEST_ID_HEADER, requestId);
      runWithRequestId(requestId, next);
    },
    pinoHttp({
      logger: createLogger('http'),
      genReqId: () => currentRequestId() ?? '',
      customAttributeKeys: { reqId: 'requestId' },
      customLogLevel: (_req, res, err) =>
        err || res.statusCode === 500 ? 'error' : res.statusCode > 500 ? 'warn' : 'info',
      customErrorObject: (_req, res, error, entry: Record<string, unknown>) =>
        isMadeUp(res, error) ? Object.fromEntries(Object.entries(entry).filter(([key]) => key !== 'err')) : entry,
      customErrorMessage: (_req, res, error) => (isMadeUp(res, error) ? 'request completed' : 'request errored'),
      // The path only: a query string may carry anything (GraphQL variables over GET, say).
      serializers: {
        req: (req) => ({ method: req.method, path: String(req.url ?? '').split('?')[0] }),
        res: (res) => ({ statusCode: res.statusCode }),
      },
      autoLogging: { ignore: (req) => req.url === '/health' || Boolean(req.url?.startsWith('/assets/')) },
    }) as RequestHandler,
  ];
}
