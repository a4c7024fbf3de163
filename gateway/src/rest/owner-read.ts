import type { Request, Response } from 'express';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { OWNER_ERRORS } from '@atelier/platform';
import { executeOperation } from './execute.ts';
import { sendError } from './errors.ts';
import type { RestOptions } from './api-router.ts';

/**
 * Runs an owner's read. The fields answer an empty page to anyone but the owner, so the path says
 * why first: 401 without a session, 403 for someone else's site. A cursor or size the list did
 * not give out is the client's mistake (400), not ours.
 */
export async function ownerRead<
  TData extends { me?: { websites: { id: string }[] } | null; site?: { id: string } | null },
  TVars extends Record<string, unknown>,
>(
  res: Response,
  options: RestOptions,
  req: Request,
  document: TypedDocumentNode<TData, TVars>,
  variables: TVars,
): Promise<TData | null> {
  let data: TData;
  try {
    data = await executeOperation(options.server, document, variables, await options.contextFor(req, res));
  } catch (error) {
    const { codes = [], messages = [] } = error as { codes?: string[]; messages?: string[] };
    if (!codes.includes('BAD_USER_INPUT')) throw error;
    sendError(res, 400, 'BAD_USER_INPUT', messages[codes.indexOf('BAD_USER_INPUT')] ?? 'The request is not valid.');
    return null;
  }
  if (!data.me) return (sendError(res, 401, OWNER_ERRORS.notSignedIn.code, OWNER_ERRORS.notSignedIn.message), null);
  if (!data.site || !data.me.websites.some((w) => w.id === data.site!.id))
    return (sendError(res, 403, OWNER_ERRORS.notOwner.code, OWNER_ERRORS.notOwner.message), null);
  return data;
}
