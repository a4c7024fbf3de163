import { createRequire } from 'node:module';
import { formatDecimalText, formatMoney, formatPercentage, moneyHtml, NotMoneyError } from '@atelier/commerce';
import { Formatter, type Context, type Node, type Variable } from '@squarespace/template-engine';
import { moneyFormatFor, storefrontMoneyStyle, type MoneyStyle } from '../money-formats.ts';
import { reportError } from './errors.ts';
import { DEFAULT_LOCALE } from '../cldr.ts';

/**
 * Every template formatter that writes money goes through packages/commerce's formatMoney with a
 * format of moneyFormatFor: the same function and the same format objects the islands get in the
 * page, so that a page and an island never write one amount two ways.
 */

/** The locale a render runs in (the site's). */
export function localeOf(ctx: Context): string {
  return ctx.cldr?.General.locale().id ?? DEFAULT_LOCALE;
}

const useCldr = (ctx: Context) => {
  const flag = ctx.resolve(['featureFlags', 'useCLDRMoneyFormat']);
  return !flag.isMissing() && Boolean(flag.value);
};

/** Writes a money value, or reports the refusal and writes nothing. */
function written(name: string, value: unknown, style: MoneyStyle, ctx: Context, html: boolean): string {
  try {
    const currency =
      (value as { currency?: string; currencyCode?: string }).currency ??
      (value as { currencyCode?: string }).currencyCode ??
      'USD';
    const format = moneyFormatFor(localeOf(ctx), currency, style);
    return html ? moneyHtml(value, format) : formatMoney(value, format);
  } catch (error) {
    if (!(error instanceof NotMoneyError)) throw error;
    reportError(ctx, `${name} needs a money value, not ${JSON.stringify(value)?.slice(0, 60)}`);
    return '';
  }
}

/** A money node as the engine reads one: {value, currency}, or {decimalValue, currencyCode}; missing parts default as the engine's do. */
function moneyOfNode(node: Node): { value: unknown; currency: string } {
  const value = node.path(['decimalValue']);
  const code = node.path(['currencyCode']);
  if (!value.isMissing() && !code.isMissing()) return { value: value.value, currency: code.asString() };
  const amount = node.path(['value']);
  const currency = node.path(['currency']);
  return {
    value: amount.isMissing() ? '0' : amount.value,
    currency: currency.isMissing() ? 'USD' : currency.asString(),
  };
}

const require = createRequire(import.meta.url);
type GetMoneyString = (money: Node, args: string[], ctx: Context) => string;
const commerceUtil = require('@squarespace/template-engine/lib/plugins/util.commerce.js') as {
  getMoneyString: GetMoneyString;
};
const engineMoneyString = commerceUtil.getMoneyString;

/**
 * product-price and subscription-price call the engine's getMoneyString for every amount. The
 * engine's own formats money with Intl en-US in legacy mode (two digits even for yen) and CLDR
 * otherwise; we point it at ours, keeping the engine's CLDR only for explicit display options
 * (style:accounting, …), which formatMoney does not take.
 */
commerceUtil.getMoneyString = (money, args, ctx) => {
  const cldr = useCldr(ctx);
  if (cldr && args.length) return engineMoneyString(money, args, ctx);
  return written('product-price', moneyOfNode(money), storefrontMoneyStyle(cldr), ctx, true);
};

/** `money`: a money node in the locale's currency pattern; with display options, the engine's CLDR variants. */
export class MoneyFormatter extends Formatter {
  constructor(private readonly engine: Formatter) {
    super();
  }
  apply(args: string[], vars: Variable[], ctx: Context): void {
    if (args.length) return this.engine.apply(args, vars, ctx);
    const first = vars[0]!;
    const { value, currency } = moneyOfNode(first.node);
    first.set(written('money', { value, currency }, 'cldr', ctx, false));
  }
}

/** `i18n-money-format [locale]`: the legacy design for the locale given (default en-US), e.g. "1.234,56 A$". */
export class I18nMoneyFormatter extends Formatter {
  apply(args: string[], vars: Variable[], ctx: Context): void {
    const first = vars[0]!;
    const locale = args[0]?.trim() || DEFAULT_LOCALE;
    const currency = first.node.path(['currencyCode']).asString().trim() || 'USD';
    const value = first.node.path(['decimalValue']).asString().trim() || '0';
    try {
      first.set(
        formatMoney({ decimalValue: value, currencyCode: currency }, moneyFormatFor(locale, currency, 'legacy')),
      );
    } catch (error) {
      if (!(error instanceof NotMoneyError)) throw error;
      reportError(ctx, `i18n-money-format needs a money value, not "${value.slice(0, 40)}"`);
      first.set('');
    }
  }
}

/** Cents (legacy formatters read minor units of two digits) as a decimal amount in dollars, or undefined. */
function centsAsMoney(text: string): { value: string; currency: string } | undefined {
  const value = text.trim() ? formatDecimalText(text, { fractionDigits: 2, shift: 2, grouping: false }) : undefined;
  return value === undefined ? undefined : { value, currency: 'USD' };
}

/**
 * The legacy money formatters read an amount in cents and write the bare amount of a
 * sqs-money-native span ("12345" -> "123.45"): `money-format`, `moneyFormat`, and `money-string`
 * with its span.
 */
export class LegacyMoneyFormatter extends Formatter {
  constructor(
    private readonly name: string,
    private readonly html: boolean,
  ) {
    super();
  }
  apply(_args: string[], vars: Variable[], ctx: Context): void {
    const first = vars[0]!;
    const text = first.node.asString();
    const money = centsAsMoney(text);
    if (!money) {
      reportError(ctx, `${this.name} needs an amount in minor units, not "${text.slice(0, 40)}"`);
      first.set('');
      return;
    }
    first.set(written(this.name, money, 'native', ctx, this.html));
  }
}

/**
 * `cart-subtotal`: a cart's subtotal inside the cart-subtotal span. A cart with its subtotalAmount
 * (every page's cart) is written as the page writes money and the islands rewrite it: in the site's
 * storefront style and the cart's currency, so a header drawn by the server reads as it will once
 * scripts run. A cart of subtotalCents alone is written as the reference does: native cents.
 */
export class CartSubtotalFormatter extends Formatter {
  apply(_args: string[], vars: Variable[], ctx: Context): void {
    const first = vars[0]!;
    const amount = first.node.path(['subtotalAmount']);
    if (!amount.isMissing() && !amount.isNull()) {
      const html = written('cart-subtotal', moneyOfNode(amount), storefrontMoneyStyle(useCldr(ctx)), ctx, true);
      first.set(`<span class="sqs-cart-subtotal">${html}</span>`);
      return;
    }
    const money = centsAsMoney(first.node.path(['subtotalCents']).asString() || '0');
    if (!money) {
      reportError(ctx, 'cart-subtotal needs a cart with subtotalCents');
      first.set('');
      return;
    }
    first.set(`<span class="sqs-cart-subtotal">${written('cart-subtotal', money, 'native', ctx, true)}</span>`);
  }
}

/** `percentage-format [trim]`: SPEC section 9's rule, with the locale's separators. */
export class PercentageFormatFormatter extends Formatter {
  apply(args: string[], vars: Variable[], ctx: Context): void {
    const first = vars[0]!;
    const format = moneyFormatFor(localeOf(ctx), 'USD', 'cldr');
    const text = first.node.asString().trim() || '0';
    first.set(
      formatPercentage(text, { trim: args.includes('trim'), decimal: format.decimal, group: format.group }) ??
        formatPercentage('0', { trim: args.includes('trim') })!,
    );
  }
}
