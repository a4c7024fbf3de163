import { normalizeCouponCode, type CouponRule } from './coupon-check.ts';
import { countryCode } from './checkout-input.ts';
import type { ShippingRate } from './shipping-options.ts';
import type { TaxRule } from './tax-rules.ts';
import type { Outcome, UserError } from '@atelier/platform';
import type { CART_ERRORS } from '../../errors.ts';
import { userError } from '../../errors.ts';

/** The catalog's largest price: no amount an owner sets for checkout needs more. */
const MAX_AMOUNT = 99_999_999;
type Checked<T> = Outcome<T, 'INVALID'>;
type Problem = Parameters<(typeof CART_ERRORS)['INVALID']>[0]['problem'];

const invalid = (field: string, problem: Problem) => userError('INVALID', ['input', field], { problem });
const isWhole = (n: unknown, min: number, max: number): n is number =>
  typeof n === 'number' && Number.isInteger(n) && n >= min && n <= max;
const nameOf = (name: unknown) => (typeof name === 'string' ? name.trim() : '');

export function checkCouponInput(input: {
  code: string;
  kind: string;
  amount: number;
  minSubtotalCents?: number | null;
  expiresAt?: string | null;
  usageLimit?: number | null;
}): Checked<Omit<CouponRule, 'timesUsed'>> {
  const errors: UserError<'INVALID'>[] = [];
  const code = normalizeCouponCode(input.code);
  if (!code) errors.push(invalid('code', 'couponCode'));
  const kind = input.kind === 'PERCENT' || input.kind === 'FIXED' ? input.kind : null;
  if (!kind) errors.push(invalid('kind', 'couponKind'));
  if (kind === 'PERCENT' && !isWhole(input.amount, 1, 10_000)) errors.push(invalid('amount', 'percentage'));
  if (kind === 'FIXED' && !isWhole(input.amount, 1, MAX_AMOUNT)) errors.push(invalid('amount', 'fixedAmount'));
  const minSubtotalCents = input.minSubtotalCents ?? 0;
  if (!isWhole(minSubtotalCents, 0, MAX_AMOUNT)) errors.push(invalid('minSubtotalCents', 'minSubtotal'));
  const expiresAt = input.expiresAt ? new Date(input.expiresAt) : null;
  if (expiresAt && Number.isNaN(expiresAt.getTime())) errors.push(invalid('expiresAt', 'expiry'));
  if (input.usageLimit != null && !isWhole(input.usageLimit, 1, 1_000_000_000))
    errors.push(invalid('usageLimit', 'usageLimit'));
  if (errors.length) return { ok: false, errors };
  return {
    ok: true,
    value: {
      code: code!,
      kind: kind!,
      amount: input.amount,
      minSubtotalCents,
      expiresAt,
      usageLimit: input.usageLimit ?? null,
    },
  };
}

export function checkShippingRateInput(input: {
  name: string;
  countries?: readonly string[] | null;
  basis: string;
  min?: number | null;
  max?: number | null;
  priceCents: number;
}): Checked<Omit<ShippingRate, 'id'>> {
  const errors: UserError<'INVALID'>[] = [];
  const name = nameOf(input.name);
  if (!name || name.length > 80) errors.push(invalid('name', 'rateName'));
  const countries = (input.countries ?? []).map((c) => countryCode(c));
  if (countries.some((c) => !c) || countries.length > 250) errors.push(invalid('countries', 'countries'));
  const basis = input.basis === 'FLAT' || input.basis === 'PRICE' || input.basis === 'WEIGHT' ? input.basis : null;
  if (!basis) errors.push(invalid('basis', 'basis'));
  const min = input.min ?? 0;
  if (!isWhole(min, 0, Number.MAX_SAFE_INTEGER)) errors.push(invalid('min', 'lowerBound'));
  const max = input.max ?? null;
  if (max !== null && (!isWhole(max, 1, Number.MAX_SAFE_INTEGER) || max <= min))
    errors.push(invalid('max', 'upperBound'));
  if (!isWhole(input.priceCents, 0, MAX_AMOUNT)) errors.push(invalid('priceCents', 'price'));
  if (errors.length) return { ok: false, errors };
  return {
    ok: true,
    value: {
      name,
      countries: [...new Set(countries as string[])],
      basis: basis!,
      min,
      max,
      priceCents: input.priceCents,
    },
  };
}

export function checkTaxRuleInput(input: {
  name: string;
  country: string;
  region?: string | null;
  rateBasisPoints: number;
  appliesToShipping?: boolean | null;
}): Checked<Omit<TaxRule, 'id'>> {
  const errors: UserError<'INVALID'>[] = [];
  const name = nameOf(input.name);
  if (!name || name.length > 80) errors.push(invalid('name', 'ruleName'));
  const country = countryCode(input.country);
  if (!country) errors.push(invalid('country', 'country'));
  const region = input.region?.trim() ? input.region.trim().toUpperCase() : null;
  if (region && region.length > 60) errors.push(invalid('region', 'region'));
  if (!isWhole(input.rateBasisPoints, 1, 10_000)) errors.push(invalid('rateBasisPoints', 'rate'));
  if (errors.length) return { ok: false, errors };
  return {
    ok: true,
    value: {
      name,
      country: country!,
      region,
      rateBasisPoints: input.rateBasisPoints,
      appliesToShipping: Boolean(input.appliesToShipping),
    },
  };
}
