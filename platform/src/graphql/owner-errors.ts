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
