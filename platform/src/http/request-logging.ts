import type { RequestHandler } from 'express';
import { pinoHttp } from 'pino-http';
import { createLogger } from '../logger.ts';
import { REQUEST_ID_HEADER, acceptRequestId, currentRequestId, runWithRequestId } from './request-context.ts';

/**
 * Gives each request an id (a well-formed X-Request-Id from the client or a proxy, or a new one),
 * answers with it in X-Request-Id, makes it the id of everything logged on the request's behalf,
 * and logs the request when it ends: method, path, status, time. Neither headers nor query strings
 * are logged, so no cookie, crumb, token or password can reach the log this way.
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
      customLogLevel: (_req, res, err) => (err || res.statusCode >= 500 ? 'error' : 'info'),
      // The path only: a query string may carry anything (GraphQL variables over GET, say).
      serializers: { req: (req) => ({ method: req.method, path: String(req.url ?? '').split('?')[0] }), res: (res) => ({ statusCode: res.statusCode }) },
      autoLogging: { ignore: (req) => req.url === '/health' || Boolean(req.url?.startsWith('/assets/')) },
    }) as RequestHandler,
  ];
}
