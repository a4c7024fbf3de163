import type { ApolloServer } from '@apollo/server';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { GatewayContext } from '../context.ts';

/**
 * Runs one typed operation through the gateway, exactly as /graphql would: the REST layer owns no
 * behaviour of its own. GraphQL errors here are unexpected (expected ones are userErrors) and throw.
 */
export async function executeOperation<TData, TVariables extends Record<string, unknown>>(
  server: ApolloServer<GatewayContext>,
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
  contextValue: GatewayContext,
): Promise<TData> {
  const response = await server.executeOperation<TData, TVariables>({ query: document, variables }, { contextValue });
  if (response.body.kind !== 'single') throw new Error('unexpected incremental response');
  const { data, errors } = response.body.singleResult;
  if (errors?.length || !data) {
    // The codes travel with the error, so a caller can tell the client's mistake (BAD_USER_INPUT) from ours.
    throw Object.assign(new Error(`operation failed: ${errors?.map((e) => e.message).join('; ') ?? 'no data'}`), {
      codes: errors?.map((e) => String(e.extensions?.code ?? '')) ?? [],
      messages: errors?.map((e) => e.message) ?? [],
    });
  }
  return data;
}
