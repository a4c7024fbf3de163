import { isSoldOut as engineIsSoldOut } from '@squarespace/template-engine/lib/plugins/util.commerce.js';
import { Formatter, type Context, type Variable } from '@squarespace/template-engine';
import { escapeHtml } from '@atelier/html';
import { addToCartFormOf, buttonAsForm } from './add-to-cart-form.ts';

/** SPEC section 8's default sold-out text, after the store's custom text and the localized one. */
export function soldOutButtonText(ctx: Context, itemId: string): string {
  const custom = itemId
    ? ctx.resolve(['productMerchandisingContext', itemId, 'customSoldOutText']).asString().trim()
    : '';
  const localized = ctx.resolve(['localizedStrings', 'productSoldOutText']).asString().trim();
  return custom || localized || 'Sold Out';
}

/**
 * `add-to-cart-btn` as the engine writes it, except for a product whose variants are all sold out: the engine
 * still says "Add To Cart" there, and a shopper would learn the truth only by clicking. Its button
 * is marked sold out, disabled for assistive technology and labelled with the sold-out text,
 * before any script runs. On a page that takes adds without scripts (`addToCartForm`), the button
 * is a form's submit button, which the island replaces when scripts run.
 */
export class AddToCartButtonFormatter extends Formatter {
  constructor(private readonly engine: Formatter) {
    super();
  }
  apply(args: string[], vars: Variable[], ctx: Context): void {
    const first = vars[0]!;
    const item = first.node;
    // Items without variants or without a product type are sold out by the rule too, but the
    // reference keeps their label (its conformance cases are such items): only a typed product
    // whose variants are all gone (or whose type is unknown) says so.
    const content = item.path(['structuredContent']);
    const soldOut =
      !content.path(['productType']).isMissing() && content.path(['variants']).size() > 0 && engineIsSoldOut(item);
    const itemId = item.get('id').asString();
    this.engine.apply(args, vars, ctx);
    let html = first.node.asString();
    if (soldOut) {
      const text = escapeHtml(soldOutButtonText(ctx, itemId));
      html = html
        .replace('sqs-button-element--primary ', 'sqs-button-element--primary sold-out ')
        .replace('role="button" tabindex="0"', 'role="button" aria-disabled="true" tabindex="0" data-sold-out="true"')
        .replace(/(<div class="sqs-add-to-cart-button-inner">)[^<]*(<\/div>)/, `$1${text}$2`);
    }
    const form = addToCartFormOf(ctx);
    if (form) html = buttonAsForm(html, form, { id: itemId, fullUrl: item.get('fullUrl').asString() });
    if (soldOut || form) first.set(html);
  }
}
