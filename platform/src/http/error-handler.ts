import type { ErrorRequestHandler, Request, Response } from 'express';
import type { Logger } from '../logger.ts';
import { clientErrorMessage, clientErrorStatus } from './client-error.ts';
import { currentRequestId } from './request-context.ts';

/** What went wrong with a request, ready to be written in whatever shape the route speaks. */
export interface RequestFailure {
  status: number;
  /** A stable code: MALFORMED_BODY, BODY_TOO_LARGE, BAD_REQUEST, or INTERNAL_ERROR. */
  code: string;
  /** Safe to show: never the error's own message or stack. */
  message: string;
  /** The client's fault (4xx), or ours (5xx, logged in full). */
  unexpected: boolean;
  requestId: string | undefined;
}

export const UNEXPECTED_FAILURE_MESSAGE = 'Something went wrong on our side. Please try again.';

/**
 * The last handler of a router: a request error (malformed JSON or URL, unsupported encoding, too
 * large) keeps its 4xx status; anything else is logged with its stack and answered as a masked 500.
 * `respond` writes the failure in the route's own shape (GraphQL errors, REST JSON, an HTML page).
 */
export function failureHandler(
  log: Logger,
  respond: (failure: RequestFailure, req: Request, res: Response) => void,
): ErrorRequestHandler {
  return (error, req, res, _next) => {
    const status = clientErrorStatus(error);
    if (status === undefined)
      log.error({ err: error, method: req.method, path: req.path }, 'unexpected error while serving a request');
    if (res.headersSent) return;
    const type = (error as { type?: string } | null)?.type;
    respond(
      status === undefined
        ? {
            status: 500,
            code: 'INTERNAL_ERROR',
            message: UNEXPECTED_FAILURE_MESSAGE,
            unexpected: true,
            requestId: currentRequestId(),
          }
        : {
            status,
            code: clientErrorCode(status, type),
            message: clientErrorMessage(status, type),
            unexpected: false,
            requestId: currentRequestId(),
          },
      req,
      res,
    );
  };
}

function clientErrorCode(status: number, type: string | undefined): string {
  if (type === 'entity.parse.failed') return 'MALFORMED_BODY';
  if (status === 413) return 'BODY_TOO_LARGE';
  return 'BAD_REQUEST';
}
