import { HeaderMap } from '@apollo/server';
import { INTERNAL_HEADERS } from './internal-headers.ts';
import { currentRequestId } from './request-context.ts';
import type { InProcessAnswer, InProcessRequest } from './subgraph-service.ts';

/**
 * Where another subgraph is, as this process knows it: its own GraphQL endpoint (its internal
 * address, as the gateway calls it) and, when it runs in this process, its in-process entry
 * (RunningService.serve), which answers as the address would without the socket, HTTP or JSON.
 */
export interface SubgraphEndpoint {
  url: string;
  serve?: (request: InProcessRequest) => Promise<InProcessAnswer>;
}

export interface SubgraphSiteCall extends SubgraphEndpoint {
  /** The site the question is for, as the caller's own request named it. */
  siteId: string;
  query: string;
  variables?: Record<string, unknown>;
  /** A mutation: never sent twice, even when a kept connection broke as it went out (it may have been done). */
  mutation?: boolean;
}

/** The data of a direct question, or unavailable while the subgraph cannot answer (starting, stopped, unreachable). */
export type SubgraphAnswer<T> = { status: 'data'; data: T } | { status: 'unavailable'; reason: string };

/** A kept connection that broke as the question went out: the peer let it go idle. */
const RESET_CODES = new Set(['ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET']);
const resetCode = (error: unknown) => {
  const cause = (error as { cause?: { code?: string } }).cause;
  return cause?.code && RESET_CODES.has(cause.code) ? cause.code : undefined;
};

/**
 * A question the product asks a subgraph directly, on a site's behalf, with the internal headers
 * the gateway would send for a site's signed call (the site, the product's own call, the request
 * id): the answer is the one the gateway would relay, without the gateway's hop, planning and
 * second HTTP request. For the hot paths only (an add reads its offer, an order its prices, the
 * tracking collector writes its batches), and only for fields the called subgraph answers alone. Subgraphs trust these headers because they
 * listen where only the product reaches them (internal-headers.ts). A subgraph of this process is
 * asked in process (`serve`), with the same headers and the same reading of its answer. A query
 * met by a reset kept connection is asked once more, which a read allows; a mutation is not.
 */
export async function callSubgraphAsSite<T>(call: SubgraphSiteCall): Promise<SubgraphAnswer<T>> {
  const requestId = currentRequestId();
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    [INTERNAL_HEADERS.siteId]: call.siteId,
    [INTERNAL_HEADERS.siteCall]: '1',
    [INTERNAL_HEADERS.clientAddress]: 'product',
    ...(requestId ? { [INTERNAL_HEADERS.requestId]: requestId } : {}),
  };
  const operation = { query: call.query, variables: call.variables ?? {} };
  if (call.serve)
    return readAnswer<T>(await call.serve({ headers: new HeaderMap(Object.entries(headers)), body: operation }));
  const init: RequestInit = { method: 'POST', headers, body: JSON.stringify(operation) };
  let response: Response;
  try {
    response = await fetch(call.url, { ...init, signal: AbortSignal.timeout(5000) }).catch((error: unknown) => {
      if (call.mutation || !resetCode(error)) throw error;
      return fetch(call.url, { ...init, signal: AbortSignal.timeout(5000) });
    });
  } catch (error) {
    return { status: 'unavailable', reason: `subgraph unreachable: ${(error as Error).message}` };
  }
  return readGraphQLAnswer<T>(response, 'subgraph');
}

/** An in-process answer read as readGraphQLAnswer reads the same answer over HTTP. */
function readAnswer<T>(answer: InProcessAnswer): SubgraphAnswer<T> {
  if (answer.status === 503 || answer.status === 502 || answer.status === 504) {
    return { status: 'unavailable', reason: `subgraph answered ${answer.status}` };
  }
  const { data, errors } = answer.result as { data?: T | null; errors?: readonly { message: string }[] };
  if (answer.status < 200 || answer.status > 299 || errors?.length || !data) {
    throw new Error(
      `subgraph call failed (${answer.status}): ${errors?.map((e) => e.message).join('; ') ?? 'no data'}`,
    );
  }
  return { status: 'data', data };
}

/**
 * A GraphQL answer the product asked for itself, read alike from a subgraph or the gateway: its data;
 * unavailable for 502, 503 (a platform still starting answers every request so, in plain text) or
 * 504; anything else that is not data is an error to log, named by `peer`.
 */
export async function readGraphQLAnswer<T>(response: Response, peer: string): Promise<SubgraphAnswer<T>> {
  if (response.status === 503 || response.status === 502 || response.status === 504) {
    return { status: 'unavailable', reason: `${peer} answered ${response.status}` };
  }
  if (!response.headers.get('content-type')?.includes('json')) {
    throw new Error(
      `${peer} call failed: HTTP ${response.status}, ${response.headers.get('content-type') ?? 'no content type'}`,
    );
  }
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  if (!response.ok || body.errors?.length || !body.data) {
    throw new Error(
      `${peer} call failed (${response.status}): ${body.errors?.map((e) => e.message).join('; ') ?? 'no data'}`,
    );
  }
  return { status: 'data', data: body.data };
}
