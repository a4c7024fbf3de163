import { formatDecimalText } from '@atelier/commerce';
import { Formatter, type Context, type Variable } from '@squarespace/template-engine';
import { cldrFor } from '../cldr.ts';
import { legacyCurrencyFormat, normaliseLocale, placeLegacySymbol } from './legacy-currency.ts';
import { reportError } from './errors.ts';

/**
 * `i18n-money-format [locale]`: a money node ({decimalValue, currencyCode}) in the legacy design
 * (legacy-currency.ts), for the locale given as argument (default en-US), e.g. "1.234,56 A$".
 */
export class I18nMoneyFormatter extends Formatter {
  apply(args: string[], vars: Variable[], ctx: Context): void {
    const first = vars[0]!;
    const locale = args[0]?.trim() || 'en-US';
    const currency = first.node.path(['currencyCode']).asString().trim() || 'USD';
    const value = first.node.path(['decimalValue']).asString().trim() || '0';
    const format = legacyCurrencyFormat(locale, currency, (code) => symbolIn(locale, code));
    const negative = value.startsWith('-');
    const amount = formatDecimalText(negative ? value.slice(1) : value, { fractionDigits: format.fractionDigits, symbols: format.symbols });
    if (amount === undefined) {
      reportError(ctx, `i18n-money-format needs a money value, not "${value.slice(0, 40)}"`);
      first.set('');
      return;
    }
    first.set(placeLegacySymbol(format, amount, negative && /[1-9]/.test(amount)));
  }
}

/** Currencies without a legacy symbol use the CLDR symbol of the locale asked for. */
function symbolIn(locale: string, code: string): string {
  try {
    return cldrFor(normaliseLocale(locale)).Numbers.getCurrencySymbol(code as never);
  } catch {
    return code;
  }
}
