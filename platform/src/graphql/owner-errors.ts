export interface UserError {
  field: string[] | null;
  message: string;
  code: string;
}

/** Why an owner's change is refused before it is read: the same words from every subgraph. */
export const OWNER_ERRORS: Record<'notSignedIn' | 'notOwner', UserError> = {
  notSignedIn: { field: null, message: 'Your session has ended. Please sign in again.', code: 'NOT_SIGNED_IN' },
  notOwner: { field: null, message: 'Only the owner of this site can change it.', code: 'FORBIDDEN' },
};

/** What an owner's request tells of its visitor and site (each subgraph's context has these). */
export interface OwnerRequest {
  signedIn: boolean;
  siteId: string | undefined;
  ownsSite(): Promise<boolean>;
}

/** The site of the request when the signed-in visitor owns it; else why not. */
export async function ownedSiteId(request: OwnerRequest): Promise<{ siteId: string } | { error: UserError }> {
  if (!request.signedIn) return { error: OWNER_ERRORS.notSignedIn };
  if (!request.siteId || !(await request.ownsSite())) return { error: OWNER_ERRORS.notOwner };
  return { siteId: request.siteId };
}
