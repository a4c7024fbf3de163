import type { Request, Response } from 'express';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';

/** Runs a typed operation against the gateway on behalf of the page's visitor (their cookies). */
export type ExecuteOperation = <TData, TVariables extends Record<string, unknown>>(
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
  req: Request,
  res: Response,
) => Promise<TData>;

/** Whether an operation failed on what the client sent (a forged cursor, a page too large), not on us. */
export const isBadUserInput = (error: unknown): boolean => {
  const codes = (error as { codes?: unknown } | null)?.codes;
  return Array.isArray(codes) && codes.includes('BAD_USER_INPUT');
};
