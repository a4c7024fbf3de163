import { GraphQLError, type ASTVisitor, type ValidationContext } from 'graphql';
import { selectionMeasure } from './selection-measure.ts';

/**
 * Refuses operations nested deeper than `maxDepth` fields, fragments included, so that a client
 * cannot make the gateway fan out without bound. Introspection (`__schema`, `__type`) is left out:
 * the standard introspection query of GraphQL tools nests its type references deeper than any
 * query of ours, and the field limit bounds it instead.
 */
export function depthLimit(maxDepth: number) {
  return (context: ValidationContext): ASTVisitor => {
    const depthOf = selectionMeasure(context.getDocument(), { combine: 'max', skipField: (name) => name.startsWith('__') });
    return {
      OperationDefinition(operation) {
        const depth = depthOf(operation.selectionSet);
        if (depth > maxDepth) {
          context.reportError(
            new GraphQLError(`Query is nested ${depth} levels deep; the limit is ${maxDepth}.`, {
              nodes: [operation],
              extensions: { code: 'QUERY_TOO_COMPLEX' },
            }),
          );
        }
      },
    };
  };
}
