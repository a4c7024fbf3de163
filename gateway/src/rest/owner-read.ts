import type { Request, Response } from 'express';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { OWNER_ERRORS } from '@atelier/platform';
import { executeOperation } from './execute.ts';
import { sendError } from './errors.ts';
import type { RestOptions } from './api-router.ts';

type OwnerData = { me?: { websites: { id: string }[] } | null; site?: { id: string } | null };
type KeyData = { site?: { id: string } | null };

/** An owner's read, and its twin for a partner's API key (without `me`, which no key may read). */
export interface OwnerReadDocuments<TData extends OwnerData, TKeyData extends KeyData, TVars> {
  owner: TypedDocumentNode<TData, TVars>;
  key?: TypedDocumentNode<TKeyData, TVars>;
}

/**
 * Runs an owner's read. The fields answer an empty page to anyone but the owner, so the path says
 * why first: 401 without a session, 403 for someone else's site. A cursor or size the list did
 * not give out is the client's mistake (400), not ours. A request with an API key was held to its
 * site when its context was made and acts as that site's owner: it runs the key's document, held to
 * the key's scopes and budget as on /graphql; a path with no key document runs the owner's, which
 * the key's scopes refuse.
 */
export async function ownerRead<
  TData extends OwnerData,
  TKeyData extends KeyData = never,
  TVars extends Record<string, unknown> = Record<string, unknown>,
>(
  res: Response,
  options: RestOptions,
  req: Request,
  documents: OwnerReadDocuments<TData, TKeyData, TVars>,
  variables: TVars,
): Promise<TData | TKeyData | null> {
  const context = await options.contextFor(req, res);
  const keyDocument = context.apiKey ? documents.key : undefined;
  let data: TData | TKeyData;
  try {
    data = keyDocument
      ? await executeOperation(options.server, keyDocument, variables, context, res)
      : await executeOperation(options.server, documents.owner, variables, context, res);
  } catch (error) {
    const { codes = [], messages = [] } = error as { codes?: string[]; messages?: string[] };
    if (!codes.includes('BAD_USER_INPUT')) throw error;
    sendError(res, 400, 'BAD_USER_INPUT', messages[codes.indexOf('BAD_USER_INPUT')] ?? 'The request is not valid.');
    return null;
  }
  if (keyDocument) return data.site ? data : (sendError(res, 404, 'NOT_FOUND', 'The key’s site is gone.'), null);
  const owned = data as TData;
  if (!owned.me) return (sendError(res, 401, OWNER_ERRORS.notSignedIn.code, OWNER_ERRORS.notSignedIn.message), null);
  if (!owned.site || !owned.me.websites.some((w) => w.id === owned.site!.id))
    return (sendError(res, 403, OWNER_ERRORS.notOwner.code, OWNER_ERRORS.notOwner.message), null);
  return owned;
}
