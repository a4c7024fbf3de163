import { errorsFrom, type ErrorCatalogue } from './error-catalogue.ts';
import { ok, type Outcome } from './user-error.ts';

/** The codes of the owner check; every subgraph with owner mutations has them in its SDL enum. */
export type OwnerErrorCode = 'NOT_SIGNED_IN' | 'FORBIDDEN';

/** Why an owner's change is refused before it is read: the same words from every subgraph (spread into each catalogue). */
export const OWNER_ERROR_TEXTS = {
  NOT_SIGNED_IN: 'Your session has ended. Please sign in again.',
  FORBIDDEN: 'Only the owner of this site can change it.',
} as const satisfies ErrorCatalogue<OwnerErrorCode>;

const { userError } = errorsFrom(OWNER_ERROR_TEXTS);

/** The two refusals as UserErrors, for checks that do not go through ownedSiteId (the REST layer's reads). */
export const OWNER_ERRORS = {
  notSignedIn: userError('NOT_SIGNED_IN'),
  notOwner: userError('FORBIDDEN'),
} as const;

/** What an owner's request tells of its visitor and site (each subgraph's context has these). */
export interface OwnerRequest {
  signedIn: boolean;
  siteId: string | undefined;
  ownsSite(): Promise<boolean>;
}

/** The site of the request when the signed-in visitor owns it; else why not. */
export async function ownedSiteId(request: OwnerRequest): Promise<Outcome<string, OwnerErrorCode>> {
  if (!request.signedIn) return { ok: false, errors: [OWNER_ERRORS.notSignedIn] };
  if (!request.siteId || !(await request.ownsSite())) return { ok: false, errors: [OWNER_ERRORS.notOwner] };
  return ok(request.siteId);
}
