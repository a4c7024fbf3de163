import { Formatter, type Context, type Variable } from '@squarespace/template-engine';
import {
  addToCartFormOf,
  quantityFieldInForm,
  variantFieldsInForm,
  type AddToCartFormContext,
} from './add-to-cart-form.ts';

type Transform = (html: string, form: AddToCartFormContext, itemId: string) => string;

/**
 * An engine formatter of a product block's fields (`variants-select`, `quantity-input`) whose
 * fields, on a page that takes adds without scripts, belong to the item's add-to-cart form.
 */
export class ProductFormFieldsFormatter extends Formatter {
  constructor(
    private readonly engine: Formatter,
    private readonly inForm: Transform,
  ) {
    super();
  }
  apply(args: string[], vars: Variable[], ctx: Context): void {
    const first = vars[0]!;
    const itemId = first.node.get('id').asString();
    this.engine.apply(args, vars, ctx);
    const form = addToCartFormOf(ctx);
    // A product without the field (one variant, a quantity the store does not offer) has nothing to join.
    if (!form || !itemId || first.node.isMissing()) return;
    first.set(this.inForm(first.node.asString(), form, itemId));
  }
}

export const variantsSelectInForm = (engine: Formatter) => new ProductFormFieldsFormatter(engine, variantFieldsInForm);
export const quantityInputInForm = (engine: Formatter) => new ProductFormFieldsFormatter(engine, quantityFieldInForm);
