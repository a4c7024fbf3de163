import { GraphQLError, type GraphQLFormattedError } from 'graphql';

export type FormatError = (formatted: GraphQLFormattedError, error: unknown) => GraphQLFormattedError;

/**
 * An execution's errors as Apollo Server answers them, for a subgraph that runs an operation without
 * Apollo's request pipeline (subgraph-service.ts, in process): each a GraphQLError with a code
 * (INTERNAL_SERVER_ERROR when it has none), handed to the server's formatError with the error as
 * thrown, and an HTTP status an error asks for (`extensions.http.status`) taken out of its extensions.
 * A formatError that fails answers a bare internal error, as Apollo's does.
 */
export function apolloFormattedErrors(
  errors: readonly unknown[],
  formatError: FormatError,
): { errors: GraphQLFormattedError[]; status: number | undefined } {
  let status: number | undefined;
  const formatted = errors.map((error) => {
    try {
      const graphqlError =
        error instanceof GraphQLError
          ? error
          : error instanceof Error
            ? new GraphQLError(error.message, { originalError: error })
            : new GraphQLError(`Unexpected error value: ${String(error)}`);
      const extensions: Record<string, unknown> = {
        ...graphqlError.extensions,
        code: graphqlError.extensions.code ?? 'INTERNAL_SERVER_ERROR',
      };
      const http = extensions.http as { status?: unknown } | undefined;
      if (http && typeof http === 'object') {
        if (typeof http.status === 'number') status = http.status;
        delete extensions.http;
      }
      return formatError({ ...graphqlError.toJSON(), extensions }, error);
    } catch {
      return { message: 'Internal server error', extensions: { code: 'INTERNAL_SERVER_ERROR' } };
    }
  });
  return { errors: formatted, status };
}
