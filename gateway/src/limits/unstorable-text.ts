import { GraphQLError, type ASTVisitor, type ValidationContext } from 'graphql';
import type { ApolloServerPlugin } from '@apollo/server';
import { containsNulByte, NUL_BYTE_MESSAGE } from '@atelier/platform';

const badInput = () => new GraphQLError(NUL_BYTE_MESSAGE, { extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } } });

/** Refuses NUL characters written into the operation itself (string literals, after unescaping). */
export function noNulInLiterals(context: ValidationContext): ASTVisitor {
  return {
    StringValue(node) {
      if (node.value.includes('\u0000')) context.reportError(new GraphQLError(NUL_BYTE_MESSAGE, { nodes: [node] }));
    },
  };
}

/** Refuses NUL characters in variables, however they arrived (POST body or GET query string). */
export const noNulInVariables: ApolloServerPlugin = {
  async requestDidStart() {
    return {
      async didResolveOperation({ request }) {
        if (containsNulByte(request.variables)) throw badInput();
      },
    };
  },
};
