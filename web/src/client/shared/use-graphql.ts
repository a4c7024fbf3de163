import { useCallback, useEffect, useRef, useState } from 'react';
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
import { graphqlRequest } from './graphql-request.ts';

/** A generated typed document as text (generated/islands.ts, generated/checkout-text.ts). */
export type TextDocument<TData, TVariables> = DocumentTypeDecoration<TData, TVariables> & { toString(): string };

/** graphqlRequest for a document whose variables are only known as a type parameter here. */
const send = <TData, TVariables>(document: TextDocument<TData, TVariables>, variables: TVariables) =>
  (graphqlRequest as (document: TextDocument<TData, TVariables>, variables: TVariables) => Promise<TData>)(
    document,
    variables,
  );

export interface QueryState<TData> {
  data: TData | undefined;
  /** Until the first answer (or refusal) of the current variables. */
  loading: boolean;
  /** Why the last asking failed (a GraphQLRequestError); undefined once an answer came. */
  error: unknown;
  /** Asks again; what is shown stays until the answer comes. */
  refetch(): Promise<void>;
  /** Shows other data: an answer that carries what the query shows (a mutation's, whole). */
  setData(data: TData | ((current: TData | undefined) => TData)): void;
}

/**
 * A page's query: asked when the page mounts and again when its variables change (as JSON), not
 * while `skip`. `initial` is what the server drew the page with, for the variables of the first
 * render: shown without asking for them. The pages'
 * whole client state is what their queries and mutations answer, so they need no cache library.
 */
export function useGraphQLQuery<TData, TVariables>(
  document: TextDocument<TData, TVariables>,
  variables: TVariables,
  options: { skip?: boolean; initial?: TData } = {},
): QueryState<TData> {
  const [data, setData] = useState<TData | undefined>(options.initial);
  const [error, setError] = useState<unknown>(undefined);
  const [loading, setLoading] = useState(!options.skip && options.initial === undefined);
  const key = JSON.stringify(variables ?? {});
  // Only the latest asking may answer: an older one that comes back later is dropped.
  const latest = useRef(0);
  const ask = useCallback(async () => {
    const asking = ++latest.current;
    try {
      const answer = await send(document, JSON.parse(key) as TVariables);
      if (asking !== latest.current) return;
      setData(answer);
      setError(undefined);
    } catch (failure) {
      if (asking === latest.current) setError(failure);
    } finally {
      if (asking === latest.current) setLoading(false);
    }
  }, [document, key]);
  // The data the page was drawn with stands for the asking of the variables it came with, once.
  const seededFor = useRef(options.initial !== undefined ? key : undefined);
  useEffect(() => {
    if (options.skip) return;
    if (seededFor.current === key) {
      seededFor.current = undefined;
      return;
    }
    seededFor.current = undefined;
    setLoading(true);
    void ask();
  }, [ask, key, options.skip]);
  return { data, loading, error, refetch: ask, setData };
}

/**
 * A mutation to run on the shopper's action: `run` answers its data, or throws a GraphQLRequestError
 * when it could not be run (no answer, or an answer with errors); `loading` while any run is out.
 */
export function useGraphQLMutation<TData, TVariables>(
  document: TextDocument<TData, TVariables>,
): [(variables: TVariables) => Promise<TData>, { loading: boolean }] {
  const [running, setRunning] = useState(0);
  const run = useCallback(
    async (variables: TVariables) => {
      setRunning((n) => n + 1);
      try {
        return await send(document, variables);
      } finally {
        setRunning((n) => n - 1);
      }
    },
    [document],
  );
  return [run, { loading: running > 0 }];
}
