import type { ApolloServer } from '@apollo/server';
import { print, type DocumentNode } from 'graphql';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { Request, Response } from 'express';
import type { GatewayContext } from '../context.ts';
import type { CostExtension } from '../partners/partner-limits.ts';
import { keyRefusalIn, writeCostHeaders } from './key-refusal.ts';

/**
 * Each document's text, printed once: Apollo Server prints a document it is given on every
 * execution (then finds the parsed one in its cache by that text), which cost every page and REST
 * call a print of its whole operation.
 */
const texts = new WeakMap<DocumentNode, string>();
const textOf = (document: DocumentNode) => {
  let text = texts.get(document);
  if (text === undefined) texts.set(document, (text = print(document)));
  return text;
};

/**
 * Runs one typed operation through the gateway, exactly as /graphql would: the REST layer owns no
 * behaviour of its own. GraphQL errors here are unexpected (expected ones are userErrors) and throw;
 * an API key's refusal (scope, budget) throws as a KeyRefusal, answered with its own status. Given
 * the REST answer, a key's cost is written to it as headers.
 */
export async function executeOperation<TData, TVariables extends Record<string, unknown>>(
  server: ApolloServer<GatewayContext>,
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
  contextValue: GatewayContext,
  answer?: Response,
): Promise<TData> {
  const response = await server.executeOperation<TData, TVariables>(
    { query: textOf(document), variables },
    { contextValue },
  );
  if (response.body.kind !== 'single') throw new Error('unexpected incremental response');
  const { data, errors, extensions } = response.body.singleResult;
  if (answer) writeCostHeaders(answer, extensions?.cost as CostExtension | undefined);
  const refusal = errors && keyRefusalIn(errors, response.http.status);
  if (refusal) throw refusal;
  if (errors?.length || !data) {
    // The codes travel with the error, so a caller can tell the client's mistake (BAD_USER_INPUT) from ours.
    throw Object.assign(new Error(`operation failed: ${errors?.map((e) => e.message).join('; ') ?? 'no data'}`), {
      codes: errors?.map((e) => String(e.extensions?.code ?? '')) ?? [],
      messages: errors?.map((e) => e.message) ?? [],
    });
  }
  return data;
}

/** Runs a route's operations as the request's visitor: the route's request and response give the context. */
export function operationRunner(options: {
  server: ApolloServer<GatewayContext>;
  contextFor(req: Request, res: Response): Promise<GatewayContext>;
}) {
  return async <TData, TVars extends Record<string, unknown>>(
    req: Request,
    res: Response,
    document: TypedDocumentNode<TData, TVars>,
    variables: TVars,
  ) => executeOperation(options.server, document, variables, await options.contextFor(req, res), res);
}
