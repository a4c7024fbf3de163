import { GraphQLError, type ASTVisitor, type ValidationContext } from 'graphql';

/**
 * Introspection fields that graphql-js knows but Apollo Federation's query planner does not:
 * `__Type.isOneOf` (graphql-js 16.9) passes validation and then throws inside the gateway. The
 * supergraph has no @oneOf inputs, so the field is refused as unknown, as a server without it would.
 */
const PLANNER_UNKNOWN: Readonly<Record<string, readonly string[]>> = { __Type: ['isOneOf'] };

export function plannerUnknownFields(context: ValidationContext): ASTVisitor {
  return {
    Field(node) {
      const parent = context.getParentType()?.name;
      if (parent && PLANNER_UNKNOWN[parent]?.includes(node.name.value)) {
        context.reportError(
          new GraphQLError(`Cannot query field "${node.name.value}" on type "${parent}".`, { nodes: [node] }),
        );
      }
    },
  };
}
