import { isEmailAddress } from '@atelier/forms';
import type { UserError } from '@atelier/platform';
import { userError } from '../../errors.ts';

/** A shipping address as the checkout form sends it. */
export interface AddressInput {
  name?: string | null;
  line1?: string | null;
  line2?: string | null;
  city?: string | null;
  region?: string | null;
  postalCode?: string | null;
  country?: string | null;
}

export interface CheckedAddress {
  name: string;
  line1: string;
  line2: string | null;
  city: string;
  region: string | null;
  postalCode: string | null;
  country: string;
}

export type FieldProblem = UserError<'EMAIL_REQUIRED' | 'EMAIL_INVALID' | 'ADDRESS_INCOMPLETE' | 'ADDRESS_TOO_LONG'> & {
  field: string[];
};

const LIMIT = 200;
const clean = (value: string | null | undefined) =>
  typeof value === 'string' ? value.trim().replace(/\s+/g, ' ') : '';

/** An idempotency key the checkout page made for one attempt: long enough not to be guessed. */
export const isIdempotencyKey = (key: unknown): key is string =>
  typeof key === 'string' && /^[A-Za-z0-9_-]{16,100}$/.test(key);

export function checkEmail(email: unknown): FieldProblem | null {
  const field = ['input', 'email'];
  if (typeof email !== 'string' || !email.trim()) return { ...userError('EMAIL_REQUIRED', field), field };
  if (!isEmailAddress(email.trim())) return { ...userError('EMAIL_INVALID', field), field };
  return null;
}

/** A country as ISO 3166-1 alpha-2 (upper case); null when the text is not one. */
export const countryCode = (text: string | null | undefined): string | null => {
  const code = clean(text).toUpperCase();
  return /^[A-Z]{2}$/.test(code) ? code : null;
};

/**
 * Checks a shipping address: name, first line, city and country are needed; each part at most 200
 * characters. Every problem is reported at once, keyed by the part, so the form marks them all.
 */
export function checkAddress(
  input: AddressInput | null | undefined,
): { ok: true; address: CheckedAddress } | { ok: false; problems: FieldProblem[] } {
  const problems: FieldProblem[] = [];
  const part = (key: keyof AddressInput, label: string, required: boolean) => {
    const value = clean(input?.[key]);
    const field = ['input', 'shippingAddress', key];
    if (required && !value) problems.push({ ...userError('ADDRESS_INCOMPLETE', field, { part: label }), field });
    if (value.length > LIMIT)
      problems.push({ ...userError('ADDRESS_TOO_LONG', field, { part: label, max: LIMIT }), field });
    return value || null;
  };
  const name = part('name', 'name', true);
  const line1 = part('line1', 'street address', true);
  const line2 = part('line2', 'second address line', false);
  const city = part('city', 'city', true);
  const region = part('region', 'state or region', false);
  const postalCode = part('postalCode', 'postal code', false);
  const country = countryCode(input?.country);
  const countryField = ['input', 'shippingAddress', 'country'];
  if (!country)
    problems.push({ ...userError('ADDRESS_INCOMPLETE', countryField, { part: 'country' }), field: countryField });
  if (problems.length) return { ok: false, problems };
  return {
    ok: true,
    address: {
      name: name!,
      line1: line1!,
      line2,
      city: city!,
      region: region?.toUpperCase() ?? null,
      postalCode,
      country: country!,
    },
  };
}
