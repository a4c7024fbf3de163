import { errorsFrom, OWNER_ERROR_TEXTS, ruleText, type ErrorCatalogue } from '@atelier/platform';
import type { PartnersErrorCode } from './generated/resolvers-types.ts';

/** Every code of the partners subgraph (its SDL enum PartnersErrorCode) with its words, written once. */
export const PARTNERS_ERRORS = {
  ...OWNER_ERROR_TEXTS,
  NAME_INVALID: ({ max }: { max: number }) => `Give the key a name of 1 to ${max} characters.`,
  SCOPES_INVALID: 'Choose at least one scope for the key, each once.',
  // Billing's words (featureGatedMessage), which differ on a trial.
  FEATURE_NOT_IN_PLAN: ruleText,
  TOO_MANY_KEYS: ({ max }: { max: number }) => `A site may have at most ${max} active keys. Revoke one first.`,
  NOT_FOUND: 'This site has no such key.',
  ALREADY_REVOKED: 'This key was revoked already.',
} as const satisfies ErrorCatalogue<PartnersErrorCode>;

export const { userError, refuse } = errorsFrom(PARTNERS_ERRORS);
