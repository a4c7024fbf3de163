import { normalizeCouponCode, type CouponRule } from '../domain/coupon-check.ts';
import { countryCode } from '../domain/checkout-input.ts';
import type { ShippingRate } from '../domain/shipping-options.ts';
import type { TaxRule } from '../domain/tax-rules.ts';
import { userError, type UserError } from '../services/user-error.ts';

/** The catalog's largest price: no amount an owner sets for checkout needs more. */
const MAX_AMOUNT = 99_999_999;
type Checked<T> = { ok: true; value: T } | { ok: false; errors: UserError[] };

const invalid = (field: string, message: string) => userError(['input', field], 'INVALID', message);
const isWhole = (n: unknown, min: number, max: number): n is number => typeof n === 'number' && Number.isInteger(n) && n >= min && n <= max;
const nameOf = (name: unknown) => (typeof name === 'string' ? name.trim() : '');

export function checkCouponInput(input: { code: string; kind: string; amount: number; minSubtotalCents?: number | null; expiresAt?: string | null; usageLimit?: number | null }): Checked<Omit<CouponRule, 'timesUsed'>> {
  const errors: UserError[] = [];
  const code = normalizeCouponCode(input.code);
  if (!code) errors.push(invalid('code', 'Use letters, digits, - and _ for the code, at most 40.'));
  const kind = input.kind === 'PERCENT' || input.kind === 'FIXED' ? input.kind : null;
  if (!kind) errors.push(invalid('kind', 'Choose a percentage or a fixed amount.'));
  if (kind === 'PERCENT' && !isWhole(input.amount, 1, 10_000)) errors.push(invalid('amount', 'A percentage is from 0.01 % to 100 %.'));
  if (kind === 'FIXED' && !isWhole(input.amount, 1, MAX_AMOUNT)) errors.push(invalid('amount', 'The amount must be above 0.'));
  const minSubtotalCents = input.minSubtotalCents ?? 0;
  if (!isWhole(minSubtotalCents, 0, MAX_AMOUNT)) errors.push(invalid('minSubtotalCents', 'The minimum subtotal must be 0 or more.'));
  const expiresAt = input.expiresAt ? new Date(input.expiresAt) : null;
  if (expiresAt && Number.isNaN(expiresAt.getTime())) errors.push(invalid('expiresAt', 'The expiry is not a date.'));
  if (input.usageLimit != null && !isWhole(input.usageLimit, 1, 1_000_000_000)) errors.push(invalid('usageLimit', 'The usage limit must be 1 or more, or none.'));
  if (errors.length) return { ok: false, errors };
  return { ok: true, value: { code: code!, kind: kind!, amount: input.amount, minSubtotalCents, expiresAt, usageLimit: input.usageLimit ?? null } };
}

export function checkShippingRateInput(input: { name: string; countries?: readonly string[] | null; basis: string; min?: number | null; max?: number | null; priceCents: number }): Checked<Omit<ShippingRate, 'id'>> {
  const errors: UserError[] = [];
  const name = nameOf(input.name);
  if (!name || name.length > 80) errors.push(invalid('name', 'Give the rate a name of 1 to 80 characters.'));
  const countries = (input.countries ?? []).map((c) => countryCode(c));
  if (countries.some((c) => !c) || countries.length > 250) errors.push(invalid('countries', 'Countries are two-letter codes, such as US or DE.'));
  const basis = input.basis === 'FLAT' || input.basis === 'PRICE' || input.basis === 'WEIGHT' ? input.basis : null;
  if (!basis) errors.push(invalid('basis', 'Choose a flat rate, or a rate by subtotal or by weight.'));
  const min = input.min ?? 0;
  if (!isWhole(min, 0, Number.MAX_SAFE_INTEGER)) errors.push(invalid('min', 'The lower bound must be 0 or more.'));
  const max = input.max ?? null;
  if (max !== null && (!isWhole(max, 1, Number.MAX_SAFE_INTEGER) || max <= min)) errors.push(invalid('max', 'The upper bound must be above the lower bound.'));
  if (!isWhole(input.priceCents, 0, MAX_AMOUNT)) errors.push(invalid('priceCents', 'The price must be 0 or more.'));
  if (errors.length) return { ok: false, errors };
  return { ok: true, value: { name, countries: [...new Set(countries as string[])], basis: basis!, min, max, priceCents: input.priceCents } };
}

export function checkTaxRuleInput(input: { name: string; country: string; region?: string | null; rateBasisPoints: number; appliesToShipping?: boolean | null }): Checked<Omit<TaxRule, 'id'>> {
  const errors: UserError[] = [];
  const name = nameOf(input.name);
  if (!name || name.length > 80) errors.push(invalid('name', 'Give the rule a name of 1 to 80 characters.'));
  const country = countryCode(input.country);
  if (!country) errors.push(invalid('country', 'The country is a two-letter code, such as US or DE.'));
  const region = input.region?.trim() ? input.region.trim().toUpperCase() : null;
  if (region && region.length > 60) errors.push(invalid('region', 'The region is at most 60 characters.'));
  if (!isWhole(input.rateBasisPoints, 1, 10_000)) errors.push(invalid('rateBasisPoints', 'The rate is from 0.01 % to 100 %.'));
  if (errors.length) return { ok: false, errors };
  return { ok: true, value: { name, country: country!, region, rateBasisPoints: input.rateBasisPoints, appliesToShipping: Boolean(input.appliesToShipping) } };
}
