import { fractionDigits, type DecimalSymbols } from '@atelier/commerce';

/**
 * The money design of the legacy storefront (before CLDR formatting), as `i18n-money-format`
 * prints it: a fixed symbol for the currencies it knew, the symbol placed left or right by
 * locale, a space where a symbol made of letters would touch the number, and the separators those
 * locales had then (a no-break space for grouping in French, Swedish and Norwegian).
 */
const LEGACY_SYMBOLS: Readonly<Record<string, string>> = {
  AUD: 'A$',
  CAD: 'C$',
  DKK: 'kr',
  EUR: '€',
  GBP: '£',
  JPY: '¥',
  NOK: 'kr',
  SEK: 'kr',
  USD: '$',
};

const SYMBOL_ON_RIGHT = new Set(['da-DK', 'de-DE', 'fr-FR', 'sv-SE']);

const NBSP = '\u00a0';
const LEGACY_SEPARATORS: Readonly<Record<string, DecimalSymbols>> = {
  da: { group: '.', decimal: ',' },
  de: { group: '.', decimal: ',' },
  nl: { group: '.', decimal: ',' },
  es: { group: '.', decimal: ',' },
  fr: { group: NBSP, decimal: ',' },
  sv: { group: NBSP, decimal: ',' },
  nb: { group: NBSP, decimal: ',' },
  no: { group: NBSP, decimal: ',' },
};
/** Locales whose legacy separators differ from their language's. */
const LEGACY_SEPARATORS_BY_LOCALE: Readonly<Record<string, DecimalSymbols>> = {
  'es-US': { group: ',', decimal: '.' },
};

export interface LegacyCurrencyFormat {
  symbol: string;
  placement: 'left' | 'right';
  symbols: DecimalSymbols;
  fractionDigits: number;
}

/** `en_US`, `en-us` and `en-US` all name en-US. */
export function normaliseLocale(text: string): string {
  const [language = '', region = ''] = text.trim().replace('_', '-').split('-');
  return region ? `${language.toLowerCase()}-${region.toUpperCase()}` : language.toLowerCase();
}

export function legacyCurrencyFormat(
  locale: string,
  currency: string,
  fallbackSymbol: (code: string) => string,
): LegacyCurrencyFormat {
  const tag = normaliseLocale(locale);
  const language = tag.split('-')[0]!;
  return {
    symbol: LEGACY_SYMBOLS[currency] ?? fallbackSymbol(currency),
    placement: SYMBOL_ON_RIGHT.has(tag) ? 'right' : 'left',
    symbols: LEGACY_SEPARATORS_BY_LOCALE[tag] ?? LEGACY_SEPARATORS[language] ?? { group: ',', decimal: '.' },
    fractionDigits: fractionDigits(currency),
  };
}

/** Places the symbol around a formatted amount (without its sign) and the sign where the legacy design put it. */
export function placeLegacySymbol(format: LegacyCurrencyFormat, amount: string, negative: boolean): string {
  const letters = /^[A-Za-z]/.test(format.symbol);
  if (format.placement === 'right') return `${negative ? '-' : ''}${amount}${letters ? ' ' : ''}${format.symbol}`;
  if (/[A-Za-z]$/.test(format.symbol)) return `${format.symbol} ${negative ? '-' : ''}${amount}`;
  return `${negative ? '-' : ''}${format.symbol}${amount}`;
}
