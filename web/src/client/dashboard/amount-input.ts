import { fractionDigits } from '@atelier/commerce';

/**
 * A sum of money typed by the owner (a refund), in minor units. Unlike parsePriceInput there is no
 * upper bound here: an order's total can pass the largest price, and the server knows the limit.
 */
export function parseAmountInput(text: string, currency: string): { minor: number } | { message: string } {
  const digits = fractionDigits(currency);
  const refusal = { message: `Enter an amount such as ${digits === 0 ? '1500' : '15.00'}.` };
  const match = /^(\d+)(?:[.,](\d+))?$/.exec(text.trim().replace(/[\s\u00a0\u202f]/g, ''));
  if (!match) return refusal;
  const fraction = match[2] ?? '';
  if (fraction.length > digits)
    return digits === 0 ? { message: 'This currency has no cents: enter a whole amount such as 1500.' } : refusal;
  const minor = Number(match[1]! + fraction.padEnd(digits, '0'));
  return Number.isSafeInteger(minor) ? { minor } : refusal;
}

/**
 * A percentage typed by the owner ("7.25", "10 %") in basis points. Only its form is checked: the
 * range (0.01 % to 100 %) is the server's rule, and its message is shown as it words it.
 */
export function parsePercentInput(text: string): { basisPoints: number } | { message: string } {
  const match = /^(\d{1,7})(?:[.,](\d{1,2}))?\s*%?$/.exec(text.trim());
  if (!match) return { message: 'Enter a percentage such as 10 or 7.25.' };
  return { basisPoints: Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0')) };
}

/** A whole number typed by the owner (grams, a usage limit); only its form is checked. */
export function parseWholeInput(text: string, what: string): { value: number } | { message: string } {
  const cleaned = text.trim();
  return /^\d{1,15}$/.test(cleaned) ? { value: Number(cleaned) } : { message: `Enter ${what} as a whole number.` };
}

/** Basis points as the owner reads them: 725 → "7.25 %". */
export const percentText = (basisPoints: number) =>
  `${(basisPoints / 100).toLocaleString('en-US', { maximumFractionDigits: 2 })} %`;
