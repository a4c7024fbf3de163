import { GraphQLError } from 'graphql';
import type { BaseContext, GraphQLRequestContextDidResolveOperation } from '@apollo/server';

const clientError = (message: string, code: string) =>
  new GraphQLError(message, { extensions: { code, http: { status: 400 } } });

/**
 * Apollo Server leaves choosing the operation to the gateway, which throws on a document it cannot
 * run: several operations without an operationName, a name the document lacks, or a subscription
 * (the supergraph has none). Those are the client's errors: refused here with graphql-js's own
 * messages and a 400, before they could be logged as ours.
 */
export function checkRunnableOperation({
  operation,
  request,
  document,
}: Pick<GraphQLRequestContextDidResolveOperation<BaseContext>, 'operation' | 'request' | 'document'>): void {
  if (!operation) {
    const named = request.operationName;
    const operations = document.definitions.filter((d) => d.kind === 'OperationDefinition').length;
    if (named) throw clientError(`Unknown operation named "${named}".`, 'OPERATION_RESOLUTION_FAILURE');
    throw clientError(
      operations > 1
        ? 'Must provide operation name if query contains multiple operations.'
        : 'Must provide an operation.',
      'OPERATION_RESOLUTION_FAILURE',
    );
  }
  if (operation.operation === 'subscription') {
    throw clientError('Schema is not configured to execute subscription operation.', 'BAD_REQUEST');
  }
}
