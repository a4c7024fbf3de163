import { toDecimalString } from '@atelier/commerce';

/** The storefront's Money shape for an amount in minor units. */
export function moneyOf(minor: number, currency: string) {
  return { value: toDecimalString(minor, currency), currency };
}
