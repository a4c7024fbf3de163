import { Formatter, type Context, type Variable } from '@squarespace/template-engine';

/**
 * `cart-quantity`: how many items a cart holds, in the cart-quantity span. The engine sums the
 * entries' quantities; a page's cart summary carries no entries but its totalQuantity, which is
 * the same sum, so that is read when there are no entries to add up.
 */
export class CartQuantityFormatter extends Formatter {
  apply(_args: string[], vars: Variable[], _ctx: Context): void {
    const first = vars[0]!;
    const entries = first.node.path(['entries']);
    let count = 0;
    if (entries.size() > 0) {
      for (let i = 0; i < entries.size(); i++) count += Number(entries.path([i]).path(['quantity']).asNumber()) || 0;
    } else {
      count = Number(first.node.path(['totalQuantity']).asNumber()) || 0;
    }
    first.set(`<span class="sqs-cart-quantity">${Math.max(0, Math.trunc(count))}</span>`);
  }
}
