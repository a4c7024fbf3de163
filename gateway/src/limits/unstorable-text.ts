import { GraphQLError, type ASTVisitor, type ValidationContext } from 'graphql';
import type { GraphQLRequest } from '@apollo/server';
import { unstorableString, unstorableTextIn } from '@atelier/platform';

const badInput = (message: string) =>
  new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } } });

/**
 * Refuses text PostgreSQL cannot store written into the operation itself (string literals, after
 * unescaping). graphql-js's lexer already refuses lone surrogates there, escaped or not.
 */
export function noUnstorableLiterals(context: ValidationContext): ASTVisitor {
  return {
    StringValue(node) {
      const problem = unstorableString(node.value);
      if (problem) context.reportError(new GraphQLError(problem, { nodes: [node] }));
    },
  };
}

/** Refuses text PostgreSQL cannot store in variables, however they arrived (POST body or GET query string). */
export function checkStorableVariables(variables: GraphQLRequest['variables']): void {
  const problem = unstorableTextIn(variables);
  if (problem) throw badInput(problem);
}
