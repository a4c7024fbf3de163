import { fractionDigits, STANDARD_GROUPS, type GroupSizes, type MoneyFormat } from '@atelier/commerce';
import { cldrFor } from './cldr.ts';
import { legacyCurrencyFormat, normaliseLocale } from './plugins/legacy-currency.ts';

export type MoneyStyle = MoneyFormat['style'];

interface Part {
  type: string;
  value: string;
}

/** Text before the first digit and after the last, the symbol written as '¤'. */
function affixes(parts: readonly Part[]): [string, string] {
  const isDigits = (p: Part) =>
    p.type === 'integer' || p.type === 'fraction' || p.type === 'group' || p.type === 'decimal';
  const first = parts.findIndex(isDigits);
  let last = parts.length - 1;
  while (last >= 0 && !isDigits(parts[last]!)) last--;
  const text = (slice: readonly Part[]) => slice.map((p) => (p.type === 'currency' ? '¤' : p.value)).join('');
  return [text(parts.slice(0, first)), text(parts.slice(last + 1))];
}

function groupSizesOf(parts: readonly Part[], shortParts: readonly Part[]): GroupSizes {
  const integers = parts.filter((p) => p.type === 'integer').map((p) => p.value.length);
  if (integers.length < 3) return STANDARD_GROUPS;
  const minimum = shortParts.some((p) => p.type === 'group') ? 1 : 2;
  return { primary: integers[integers.length - 1]!, secondary: integers[integers.length - 2]!, minimum };
}

/**
 * The locale's currency pattern, read from CLDR by formatting probes: where the symbol and the
 * sign go, the separators, and the grouping (Indian 12,34,567; Spanish 1234 but 12 345). The
 * fraction digits are ours (SPEC: JPY none, every other currency two), not CLDR's.
 */
function cldrFormat(locale: string, currency: string): MoneyFormat {
  const numbers = cldrFor(locale).Numbers;
  const parts = numbers.formatCurrencyToParts('1234567.5', currency as never) as Part[];
  const negative = numbers.formatCurrencyToParts('-1234567.5', currency as never) as Part[];
  const short = numbers.formatCurrencyToParts('1234', currency as never) as Part[];
  return {
    style: 'cldr',
    currency,
    symbol: parts.find((p) => p.type === 'currency')?.value ?? currency,
    fractionDigits: fractionDigits(currency),
    decimal: parts.find((p) => p.type === 'decimal')?.value ?? '.',
    group: parts.find((p) => p.type === 'group')?.value ?? ',',
    groups: groupSizesOf(parts, short),
    positive: affixes(parts),
    negative: affixes(negative),
  };
}

/** The legacy storefront's design (legacy-currency.ts): its symbols, placement and separators. */
function legacyFormat(locale: string, currency: string): MoneyFormat {
  const legacy = legacyCurrencyFormat(locale, currency, (code) => {
    try {
      return cldrFor(normaliseLocale(locale)).Numbers.getCurrencySymbol(code as never);
    } catch {
      return code;
    }
  });
  const base = {
    currency,
    symbol: legacy.symbol,
    fractionDigits: legacy.fractionDigits,
    decimal: legacy.symbols.decimal,
    group: legacy.symbols.group,
    groups: STANDARD_GROUPS,
  };
  const letters = /^[A-Za-z]/.test(legacy.symbol);
  if (legacy.placement === 'right') {
    const after = `${letters ? ' ' : ''}¤`;
    return { ...base, style: 'legacy', positive: ['', after], negative: ['-', after] };
  }
  if (/[A-Za-z]$/.test(legacy.symbol)) return { ...base, style: 'legacy', positive: ['¤ ', ''], negative: ['¤ -', ''] };
  return { ...base, style: 'legacy', positive: ['¤', ''], negative: ['-¤', ''] };
}

/** The bare amount of a sqs-money-native span: the legacy separators, no symbol (the site's styles add it). */
function nativeFormat(locale: string, currency: string): MoneyFormat {
  const legacy = legacyFormat(locale, currency);
  return { ...legacy, style: 'native', symbol: '', positive: ['', ''], negative: ['-', ''] };
}

const BUILDERS: Record<MoneyStyle, (locale: string, currency: string) => MoneyFormat> = {
  cldr: cldrFormat,
  legacy: legacyFormat,
  native: nativeFormat,
};
const cache = new Map<string, MoneyFormat>();

/**
 * The money format of a locale, currency and style: what the template formatters and, through the
 * page, the islands write amounts with. A currency CLDR does not know is written with its code.
 */
export function moneyFormatFor(locale: string, currency: string, style: MoneyStyle): MoneyFormat {
  const key = `${locale}|${currency}|${style}`;
  let format = cache.get(key);
  if (!format) {
    format = BUILDERS[style](locale, currency);
    if (cache.size > 1000) cache.clear();
    cache.set(key, format);
  }
  return format;
}

/** The style a site's storefront writes money in: CLDR when its owner turned useCLDRMoneyFormat on. */
export const storefrontMoneyStyle = (useCLDRMoneyFormat: boolean): MoneyStyle =>
  useCLDRMoneyFormat ? 'cldr' : 'native';
