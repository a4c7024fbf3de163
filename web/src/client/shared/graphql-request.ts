import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';

/**
 * A GraphQL request that failed: the HTTP status and the answer's body (parsed when it was JSON),
 * or no status when no answer came. An answer with `errors` is a failure even with some data, as
 * the islands never use half an answer.
 */
export class GraphQLRequestError extends Error {
  constructor(
    readonly status: number | null,
    readonly body?: unknown,
  ) {
    super(status === null ? 'no answer from /graphql' : `/graphql answered ${status}`);
  }
}

function parsed(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * Sends one of the generated typed documents (generated/islands.ts, whose documents are their own
 * text) to /graphql and answers its data, typed by the document. The islands' whole GraphQL client:
 * they keep no cache beyond the cart (cart-store.ts), so they need no client library and no parser.
 */
export async function graphqlRequest<TData, TVariables>(
  document: DocumentTypeDecoration<TData, TVariables> & { toString(): string },
  ...[variables]: TVariables extends Record<string, never> ? [] : [TVariables]
): Promise<TData> {
  let response: Response;
  try {
    response = await fetch('/graphql', {
      method: 'POST',
      credentials: 'same-origin',
      // JSON, so the gateway's CSRF prevention sees a request no plain form could send.
      headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json' },
      body: JSON.stringify({ query: document.toString(), variables: variables ?? {} }),
    });
  } catch {
    throw new GraphQLRequestError(null);
  }
  const body = parsed(await response.text().catch(() => ''));
  const answer = body as { data?: TData | null; errors?: unknown[] } | null;
  if (!response.ok || typeof answer !== 'object' || answer === null)
    throw new GraphQLRequestError(response.status, body);
  if (answer.errors?.length || !answer.data) throw new GraphQLRequestError(response.status, body);
  return answer.data;
}
