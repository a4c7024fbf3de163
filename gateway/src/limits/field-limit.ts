import { GraphQLError, Kind, type ASTVisitor, type FragmentDefinitionNode, type SelectionSetNode, type ValidationContext } from 'graphql';

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
    const fragments = new Map<string, FragmentDefinitionNode>();
    for (const definition of context.getDocument().definitions) {
      if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
    }
    const fragmentCounts = new Map<string, number>();
    const inProgress = new Set<string>();

    const fragmentCount = (name: string): number => {
      const known = fragmentCounts.get(name);
      if (known !== undefined) return known;
      const fragment = fragments.get(name);
      if (!fragment || inProgress.has(name)) return 0;
      inProgress.add(name);
      const count = countOf(fragment.selectionSet);
      inProgress.delete(name);
      fragmentCounts.set(name, count);
      return count;
    };

    const countOf = (selectionSet: SelectionSetNode | undefined): number => {
      if (!selectionSet) return 0;
      let total = 0;
      for (const selection of selectionSet.selections) {
        if (selection.kind === Kind.FIELD) total += 1 + countOf(selection.selectionSet);
        else if (selection.kind === Kind.INLINE_FRAGMENT) total += countOf(selection.selectionSet);
        else total += fragmentCount(selection.name.value);
        if (total > limits.maxFields) return total;
      }
      return total;
    };

    const report = (message: string, node: any) =>
      context.reportError(new GraphQLError(message, { nodes: [node], extensions: { code: 'QUERY_TOO_COMPLEX' } }));

    return {
      OperationDefinition(operation) {
        const fields = countOf(operation.selectionSet);
        if (fields > limits.maxFields) report(`Query selects more than ${limits.maxFields} fields.`, operation);
        if (operation.operation !== 'mutation') return;
        const roots = operation.selectionSet.selections.filter((s) => s.kind === Kind.FIELD);
        if (roots.length > limits.maxMutations) report(`An operation may run at most ${limits.maxMutations} mutations.`, operation);
        for (const name of limits.oncePerOperation) {
          if (roots.filter((s) => s.name.value === name).length > 1) report(`An operation may run ${name} only once.`, operation);
        }
      },
    };
  };
}
