import { formatDecimalText } from '@atelier/commerce';
import { Formatter, type Context, type Variable } from '@squarespace/template-engine';
import { reportError } from './errors.ts';

/**
 * The legacy money formatters read an amount in minor units (cents) and write it as a US-style
 * decimal ("12345" -> "123.45"), through the one money implementation in packages/commerce.
 */
function legacyAmount(name: string, value: Variable, ctx: Context): string | undefined {
  const text = value.node.asString();
  const formatted = text.trim() ? formatDecimalText(text, { fractionDigits: 2, shift: 2 }) : undefined;
  if (formatted === undefined) reportError(ctx, `${name} needs an amount in minor units, not "${text.slice(0, 40)}"`);
  return formatted;
}

const nativeMoney = (amount: string) => `<span class="sqs-money-native">${amount}</span>`;

/** `money-format` and its old spelling `moneyFormat`: cents as an amount, "12345" -> "123.45". */
export class MoneyFormatFormatter extends Formatter {
  constructor(private readonly name: string) {
    super();
  }
  apply(_args: string[], vars: Variable[], ctx: Context): void {
    const first = vars[0]!;
    first.set(legacyAmount(this.name, first, ctx) ?? '');
  }
}

/** `money-string`: the amount inside the span the storefront's money script recognises. */
export class MoneyStringFormatter extends Formatter {
  apply(_args: string[], vars: Variable[], ctx: Context): void {
    const first = vars[0]!;
    const amount = legacyAmount('money-string', first, ctx);
    first.set(amount === undefined ? '' : nativeMoney(amount));
  }
}

/** `cart-subtotal`: a cart's subtotalCents as native money inside the cart-subtotal span. */
export class CartSubtotalFormatter extends Formatter {
  apply(_args: string[], vars: Variable[], ctx: Context): void {
    const first = vars[0]!;
    const text = first.node.path(['subtotalCents']).asString();
    const amount = formatDecimalText(text || '0', { fractionDigits: 2, shift: 2 });
    if (amount === undefined) {
      reportError(ctx, 'cart-subtotal needs a cart with subtotalCents');
      first.set('');
      return;
    }
    first.set(`<span class="sqs-cart-subtotal">${nativeMoney(amount)}</span>`);
  }
}
