import { scopeNamed, type ApiKeyScopeName } from '@atelier/partners';
import { ok, type Outcome, type UserError } from '@atelier/platform';
import { userError } from '../errors.ts';
import type { PartnersErrorCode } from '../generated/resolvers-types.ts';

export const API_KEY_RULES = {
  /** The longest name the panel takes. */
  maxName: 80,
  /** Active keys per site: enough for every integration a store runs, few enough to review. */
  maxActiveKeys: 20,
} as const;

export interface ApiKeyInput {
  name: string;
  scopes: ApiKeyScopeName[];
}

/** A new key's name (trimmed) and scopes, or every problem with them at once. */
export function checkApiKeyInput(input: {
  name: string;
  scopes: readonly string[];
}): Outcome<ApiKeyInput, PartnersErrorCode> {
  const errors: UserError<PartnersErrorCode>[] = [];
  const name = input.name.trim();
  if (!name || name.length > API_KEY_RULES.maxName)
    errors.push(userError('NAME_INVALID', ['input', 'name'], { max: API_KEY_RULES.maxName }));
  const scopes = input.scopes.map(scopeNamed);
  if (!scopes.length || scopes.some((scope) => !scope) || new Set(scopes).size !== scopes.length)
    errors.push(userError('SCOPES_INVALID', ['input', 'scopes']));
  return errors.length ? { ok: false, errors } : ok({ name, scopes: scopes as ApiKeyScopeName[] });
}
