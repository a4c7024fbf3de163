import { GraphQLError, type ASTNode, type ASTVisitor, type ValidationContext } from 'graphql';
import { rootFieldNames } from './root-fields.ts';

export interface MutationLimits {
  /** Root mutation fields one operation may run (aliases make one mutation run many times). */
  maxMutations: number;
  /** Root fields that may appear at most once per operation, such as `login`. */
  oncePerOperation: readonly string[];
}

/**
 * Bounds the mutations one operation runs. graphql-armor bounds aliases, depth and cost, but not
 * this: a handful of aliased mutations is cheap to parse yet each one is a cart change or a password
 * hash, so the count of root mutation fields (through fragments) has a limit of its own.
 */
export function mutationLimit(limits: MutationLimits) {
  return (context: ValidationContext): ASTVisitor => {
    const report = (message: string, node: ASTNode) =>
      context.reportError(new GraphQLError(message, { nodes: [node], extensions: { code: 'QUERY_TOO_COMPLEX' } }));
    return {
      OperationDefinition(operation) {
        if (operation.operation !== 'mutation') return;
        const roots = rootFieldNames(context.getDocument(), operation.selectionSet);
        if (roots.length > limits.maxMutations)
          report(`An operation may run at most ${limits.maxMutations} mutations.`, operation);
        for (const name of limits.oncePerOperation) {
          if (roots.filter((root) => root === name).length > 1)
            report(`An operation may run ${name} only once.`, operation);
        }
      },
    };
  };
}
