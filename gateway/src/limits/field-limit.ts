import { GraphQLError, type ASTNode, type ASTVisitor, type ValidationContext } from 'graphql';
import { rootFieldNames, selectionMeasure } from './selection-measure.ts';

export interface FieldLimits {
  /** Fields an operation may select in all, counting each fragment as often as it is spread. */
  maxFields: number;
  /** Root mutation fields one operation may run (aliases make one mutation run many times). */
  maxMutations: number;
  /** Root fields that may appear at most once per operation, such as `login`. */
  oncePerOperation: readonly string[];
}

/**
 * Bounds the work one operation can ask for: the number of fields (aliases included), the number of
 * mutations, and single-use mutations. Without it one request could repeat an expensive resolver
 * (a password hash, a cart change) thousands of times.
 */
export function fieldLimit(limits: FieldLimits) {
  return (context: ValidationContext): ASTVisitor => {
    const countOf = selectionMeasure(context.getDocument(), { combine: 'sum', skipField: (name) => name === '__typename' });
    const report = (message: string, node: ASTNode) =>
      context.reportError(new GraphQLError(message, { nodes: [node], extensions: { code: 'QUERY_TOO_COMPLEX' } }));
    return {
      OperationDefinition(operation) {
        if (countOf(operation.selectionSet) > limits.maxFields) report(`Query selects more than ${limits.maxFields} fields.`, operation);
        if (operation.operation !== 'mutation') return;
        const roots = rootFieldNames(context.getDocument(), operation.selectionSet);
        if (roots.length > limits.maxMutations) report(`An operation may run at most ${limits.maxMutations} mutations.`, operation);
        for (const name of limits.oncePerOperation) {
          if (roots.filter((root) => root === name).length > 1) report(`An operation may run ${name} only once.`, operation);
        }
      },
    };
  };
}
