import { escapeHtml } from '@atelier/html';
import { formatDecimalText, STANDARD_GROUPS, type GroupSizes } from './decimal-format.ts';
import { fractionDigits, toDecimalString } from './money.ts';

/**
 * How one site writes amounts of one currency. The server derives it once per locale, currency and
 * style (template-language's moneyFormatFor, from CLDR data) and hands the same object to the
 * template formatters and, inside the page, to the islands: so the one formatter below writes every
 * amount a shopper sees, on the server and in the browser alike.
 */
export interface MoneyFormat {
  /** cldr: the locale's currency pattern; legacy: the old storefront design; native: the bare amount of a sqs-money-native span. */
  style: 'cldr' | 'legacy' | 'native';
  currency: string;
  /** What stands for the currency in the affixes below ('¤'). */
  symbol: string;
  fractionDigits: number;
  decimal: string;
  group: string;
  groups: GroupSizes;
  /** Text before and after the digits; '¤' is replaced by the symbol. */
  positive: readonly [string, string];
  negative: readonly [string, string];
}

/** A money value as any part of the product gives one. */
export type MoneyInput =
  | { minor: number; currency: string }
  | { value: string | number; currency: string }
  | { decimalValue: string | number; currencyCode: string };

/** SPEC section 8: "The money formatter throws if not given a money value." */
export class NotMoneyError extends TypeError {
  constructor(what: string) {
    super(`Not a money value: ${what}`);
    this.name = 'NotMoneyError';
  }
}

const CURRENCY_CODE = /^[A-Z]{3}$/;
const DECIMAL = /^-?(\d+(\.\d*)?|\.\d+)([eE][-+]?\d+)?$/;

function describe(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? String(value);
  return JSON.stringify(value).slice(0, 60);
}

/** Reads a money value into a decimal amount in major units and its currency, or throws NotMoneyError. */
export function readMoney(value: unknown): { amount: string; currency: string } {
  if (value === null || typeof value !== 'object') throw new NotMoneyError(describe(value));
  const v = value as Record<string, unknown>;
  const currency = v.currency ?? v.currencyCode;
  if (typeof currency !== 'string' || !CURRENCY_CODE.test(currency)) throw new NotMoneyError(describe(value));
  if ('minor' in v) {
    if (typeof v.minor !== 'number' || !Number.isSafeInteger(v.minor)) throw new NotMoneyError(describe(value));
    return { amount: toDecimalString(v.minor, currency), currency };
  }
  const raw = 'value' in v ? v.value : v.decimalValue;
  const amount =
    typeof raw === 'number' && Number.isFinite(raw) ? String(raw) : typeof raw === 'string' ? raw.trim() : undefined;
  if (amount === undefined || !DECIMAL.test(amount)) throw new NotMoneyError(describe(value));
  return { amount, currency };
}

/** Whether a value is money the formatter accepts. */
export function isMoney(value: unknown): boolean {
  try {
    readMoney(value);
    return true;
  } catch {
    return false;
  }
}

/** A format for a currency nothing else is known of: its code before an en-US amount ("CHF 12.00"). */
export function plainMoneyFormat(currency: string): MoneyFormat {
  return {
    style: 'cldr',
    currency,
    symbol: currency,
    fractionDigits: fractionDigits(currency),
    decimal: '.',
    group: ',',
    groups: STANDARD_GROUPS,
    positive: ['¤\u00a0', ''],
    negative: ['-¤\u00a0', ''],
  };
}

/**
 * Writes a money value in a format: rounded half to even to the currency's fraction digits,
 * grouped, with the symbol where the format puts it. An amount in another currency than the
 * format's keeps the format's separators and shows its own code. Throws NotMoneyError for anything
 * that is not money.
 */
export function formatMoney(value: unknown, format: MoneyFormat): string {
  const { amount, currency } = readMoney(value);
  const sameCurrency = currency === format.currency;
  const digits = sameCurrency ? format.fractionDigits : fractionDigits(currency);
  const negative = amount.startsWith('-');
  const body = formatDecimalText(negative ? amount.slice(1) : amount, {
    fractionDigits: digits,
    symbols: { group: format.group, decimal: format.decimal },
    groupSizes: format.groups,
  });
  if (body === undefined) throw new NotMoneyError(amount);
  const isNegative = negative && /[1-9]/.test(body);
  const [before, after] = isNegative ? format.negative : format.positive;
  const symbol = sameCurrency ? format.symbol : currency;
  return before.replace('¤', symbol) + body + after.replace('¤', symbol);
}

/** The markup of an amount in a page: native amounts inside the span the storefront's money styles recognise. */
export function moneyHtml(value: unknown, format: MoneyFormat): string {
  const text = escapeHtml(formatMoney(value, format));
  return format.style === 'native' ? `<span class="sqs-money-native">${text}</span>` : text;
}

/**
 * SPEC section 9's percentage rule: two to three fraction digits, or none to three with `trim`
 * ("12.50", "12.5" trimmed, "12.345", "12" trimmed). Undefined for text that is not a number.
 */
export function formatPercentage(
  value: string | number,
  options: { trim?: boolean; decimal?: string; group?: string } = {},
): string | undefined {
  const symbols = { decimal: options.decimal ?? '.', group: options.group ?? ',' };
  const text = formatDecimalText(value, { fractionDigits: 3, symbols });
  if (text === undefined) return undefined;
  const minimum = options.trim ? 0 : 2;
  const [integer, fraction = ''] = text.split(symbols.decimal);
  let kept = fraction;
  while (kept.length > minimum && kept.endsWith('0')) kept = kept.slice(0, -1);
  return kept ? `${integer}${symbols.decimal}${kept}` : integer!;
}
