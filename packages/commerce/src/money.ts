/** Money is integer minor units plus an ISO 4217 code inside; decimal strings only at the edges. */
export interface Money {
  /** Integer amount in the currency's minor units. */
  minor: number;
  currency: string;
}

/** The 25 store currencies. JPY has no minor unit; all others have two fraction digits. */
export const CURRENCIES: Record<string, { name: string; fractionDigits: number }> = {
  USD: { name: 'US Dollar', fractionDigits: 2 },
  EUR: { name: 'Euro', fractionDigits: 2 },
  GBP: { name: 'British Pound', fractionDigits: 2 },
  CAD: { name: 'Canadian Dollar', fractionDigits: 2 },
  AUD: { name: 'Australian Dollar', fractionDigits: 2 },
  NZD: { name: 'New Zealand Dollar', fractionDigits: 2 },
  CHF: { name: 'Swiss Franc', fractionDigits: 2 },
  SEK: { name: 'Swedish Krona', fractionDigits: 2 },
  NOK: { name: 'Norwegian Krone', fractionDigits: 2 },
  DKK: { name: 'Danish Krone', fractionDigits: 2 },
  CZK: { name: 'Czech Koruna', fractionDigits: 2 },
  HUF: { name: 'Hungarian Forint', fractionDigits: 2 },
  PLN: { name: 'Polish Zloty', fractionDigits: 2 },
  ILS: { name: 'Israeli New Shekel', fractionDigits: 2 },
  INR: { name: 'Indian Rupee', fractionDigits: 2 },
  MXN: { name: 'Mexican Peso', fractionDigits: 2 },
  BRL: { name: 'Brazilian Real', fractionDigits: 2 },
  ARS: { name: 'Argentine Peso', fractionDigits: 2 },
  COP: { name: 'Colombian Peso', fractionDigits: 2 },
  CLP: { name: 'Chilean Peso', fractionDigits: 2 },
  HKD: { name: 'Hong Kong Dollar', fractionDigits: 2 },
  SGD: { name: 'Singapore Dollar', fractionDigits: 2 },
  MYR: { name: 'Malaysian Ringgit', fractionDigits: 2 },
  ZAR: { name: 'South African Rand', fractionDigits: 2 },
  JPY: { name: 'Japanese Yen', fractionDigits: 0 },
};

/**
 * The largest price a variant may have, in minor units (999,999.99 in two-digit currencies). With
 * at most 9999 of an item per entry, a line stays below 10^12 and a cart's sums fit in a bigint and
 * in JavaScript's safe integers.
 */
export const MAX_PRICE_MINOR = 99_999_999;

export function fractionDigits(currency: string): number {
  return CURRENCIES[currency]?.fractionDigits ?? 2;
}

/** Minor units as the decimal string of the storefront API: 1999 USD -> "19.99", 1999 JPY -> "1999". */
export function toDecimalString(minor: number, currency: string): string {
  const digits = fractionDigits(currency);
  if (!Number.isSafeInteger(minor)) throw new RangeError(`not a whole amount of minor units: ${minor}`);
  if (digits === 0) return String(minor);
  const sign = minor < 0 ? '-' : '';
  const abs = String(Math.abs(minor)).padStart(digits + 1, '0');
  return `${sign}${abs.slice(0, -digits)}.${abs.slice(-digits)}`;
}

/** The storefront API's Money: a decimal string in the currency's fraction digits, and the currency. */
export function moneyOf(minor: number, currency: string): { value: string; currency: string } {
  return { value: toDecimalString(minor, currency), currency };
}

/** The inverse of toDecimalString; undefined for text that is not such an amount. */
export function fromDecimalString(value: string, currency: string): number | undefined {
  const digits = fractionDigits(currency);
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(value.trim());
  if (!match) return undefined;
  const [, sign, whole, fraction = ''] = match;
  if (fraction.length > digits) return undefined;
  const minor = Number(whole + fraction.padEnd(digits, '0'));
  return sign ? -minor : minor;
}
