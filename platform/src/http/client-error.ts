/**
 * The status of an error that describes the client's request (http-errors from body-parser and
 * Express: malformed JSON, unsupported encoding or charset, too large, a malformed URL), or
 * undefined for anything else. Those are answered with their status, never as a 500.
 */
export function clientErrorStatus(error: unknown): number | undefined {
  const candidate = error as { status?: unknown; statusCode?: unknown; expose?: unknown } | null;
  const status = typeof candidate?.status === 'number' ? candidate.status : candidate?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : undefined;
}

/** A short message for a client error status, safe to show. */
export function clientErrorMessage(status: number, type?: string): string {
  if (type === 'entity.parse.failed') return 'The request body is not valid JSON.';
  if (status === 413) return 'The request body is too large.';
  if (status === 415) return 'The request body’s encoding or character set is not supported.';
  return 'The request could not be understood.';
}
