import type { ErrorRequestHandler, Response } from 'express';
import { KEY_ERROR_CODES } from '../partners/key-errors.ts';
import type { CostExtension } from '../partners/partner-limits.ts';
import { sendError } from './errors.ts';

/**
 * A request with an API key refused by the gateway's own checks (partners/key-errors.ts) on its way
 * through a REST path: the same code, status, message and details /graphql answers, in the REST
 * layer's error shape.
 */
export class KeyRefusal extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: Readonly<Record<string, unknown>>,
  ) {
    super(message);
  }
}

interface ErrorLike {
  message: string;
  extensions?: Readonly<Record<string, unknown>>;
}

/**
 * The key's refusal among an operation's errors (or the one error thrown while its context was
 * made), if there is one. `status` is the HTTP status Apollo chose for the answer; an error
 * thrown before Apollo carries its own in `extensions.http`.
 */
export function keyRefusalIn(errors: readonly ErrorLike[], status?: number): KeyRefusal | undefined {
  const refused = errors.find((error) => KEY_ERROR_CODES.has(String(error.extensions?.code)));
  if (!refused) return undefined;
  const { code, http, ...details } = refused.extensions!;
  const ownStatus = (http as { status?: number } | undefined)?.status;
  return new KeyRefusal(ownStatus ?? status ?? 400, String(code), refused.message, details);
}

/**
 * What a key's request cost and what its bucket holds after it, as headers (the names are
 * `extensions.cost`'s on /graphql): a REST answer has no `extensions` to carry them.
 */
export function writeCostHeaders(res: Response, cost: CostExtension | undefined): void {
  if (!cost || res.headersSent) return;
  res.set({
    'X-Atelier-Cost': String(cost.requestedQueryCost),
    'X-Atelier-Cost-Remaining': String(cost.throttleStatus.currentlyAvailable),
    'X-Atelier-Cost-Limit': String(cost.throttleStatus.maximumAvailable),
    'X-Atelier-Cost-Restore-Rate': String(cost.throttleStatus.restoreRate),
  });
}

/** Answers a key's refusal, thrown by a route's operation or its context, with its status and code. */
export const answerKeyRefusal: ErrorRequestHandler = (error, _req, res, next) => {
  const refusal =
    error instanceof KeyRefusal
      ? error
      : error && typeof error === 'object' && 'extensions' in error
        ? keyRefusalIn([error as ErrorLike])
        : undefined;
  if (!refusal || res.headersSent) return next(error);
  const retryAfter = refusal.details.retryAfterSeconds;
  if (typeof retryAfter === 'number') res.set('Retry-After', String(retryAfter));
  sendError(res, refusal.status, refusal.code, refusal.message, refusal.details);
};
