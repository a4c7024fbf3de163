import type { Request, Response } from 'express';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';

/** Runs a typed operation against the gateway on behalf of the page's visitor (their cookies). */
export type ExecuteOperation = <TData, TVariables extends Record<string, unknown>>(
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
  req: Request,
  res: Response,
) => Promise<TData>;
