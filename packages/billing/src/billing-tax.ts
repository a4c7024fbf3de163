/**
 * Tax on plan charges, by the owner's billing country (and US state), in parts per million of the
 * charge. Sales tax on software is decided by where the buyer is; a place not listed is charged none.
 */
export const BILLING_TAX_RATES_PPM: Readonly<Record<string, number>> = {
  GB: 200_000,
  DE: 190_000,
  FR: 200_000,
  NL: 210_000,
  IE: 230_000,
  ES: 210_000,
  IT: 220_000,
  AU: 100_000,
  NZ: 150_000,
  CA: 50_000,
  JP: 100_000,
  'US-NY': 88_750,
  'US-TX': 62_500,
  'US-WA': 102_500,
  'US-PA': 60_000,
};

export interface BillingAddress {
  country: string;
  region?: string | null;
}

export function taxRatePpmOf(address: BillingAddress): number {
  const country = address.country.toUpperCase();
  const region = address.region ? `${country}-${address.region.toUpperCase()}` : undefined;
  return (region ? BILLING_TAX_RATES_PPM[region] : undefined) ?? BILLING_TAX_RATES_PPM[country] ?? 0;
}

/** Tax on an amount of minor units, rounded half up to the minor unit; none on a credit. */
export function taxOf(amount: number, ratePpm: number): number {
  if (amount <= 0 || ratePpm <= 0) return 0;
  return Number((BigInt(amount) * BigInt(ratePpm) * 2n + 1_000_000n) / 2_000_000n);
}

/** A rate in parts per million as a percentage for people: 88750 → "8.875%". */
export function taxRateLabel(ratePpm: number): string {
  return `${(ratePpm / 10_000).toFixed(4).replace(/\.?0+$/, '')}%`;
}
