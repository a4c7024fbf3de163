import { GraphQLError, Kind, type ASTVisitor, type FragmentDefinitionNode, type SelectionSetNode, type ValidationContext } from 'graphql';

/**
 * Refuses operations nested deeper than `maxDepth` fields, fragments included, so that a client
 * cannot make the gateway fan out without bound. Each fragment's depth is worked out once: a
 * document that spreads fragments many times costs no more than one that spreads them once.
 */
export function depthLimit(maxDepth: number) {
  return (context: ValidationContext): ASTVisitor => {
    const fragments = new Map<string, FragmentDefinitionNode>();
    for (const definition of context.getDocument().definitions) {
      if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
    }
    const fragmentDepths = new Map<string, number>();
    const inProgress = new Set<string>();

    const fragmentDepth = (name: string): number => {
      const known = fragmentDepths.get(name);
      if (known !== undefined) return known;
      const fragment = fragments.get(name);
      // Unknown fragments and cycles are reported by graphql-js's own rules.
      if (!fragment || inProgress.has(name)) return 0;
      inProgress.add(name);
      const depth = depthOf(fragment.selectionSet);
      inProgress.delete(name);
      fragmentDepths.set(name, depth);
      return depth;
    };

    const depthOf = (selectionSet: SelectionSetNode | undefined): number => {
      if (!selectionSet) return 0;
      let deepest = 0;
      for (const selection of selectionSet.selections) {
        if (selection.kind === Kind.FIELD) {
          if (!selection.name.value.startsWith('__')) deepest = Math.max(deepest, 1 + depthOf(selection.selectionSet));
        } else if (selection.kind === Kind.INLINE_FRAGMENT) {
          deepest = Math.max(deepest, depthOf(selection.selectionSet));
        } else {
          deepest = Math.max(deepest, fragmentDepth(selection.name.value));
        }
      }
      return deepest;
    };

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
