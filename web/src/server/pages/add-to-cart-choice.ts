import {
  addToCartTitle,
  checkQuantityInput,
  pickerState,
  productTypeFromCode,
  VARIANT_MESSAGES,
  type PickerVariant,
} from '@atelier/commerce';
import { variantOptionField, type AddToCartRefusal } from '@atelier/template-language';
import { formValue } from './form-body.ts';

/** A product as its add-to-cart form needs it: what it is, and the variants its fields choose among. */
export interface FormProduct {
  id: string;
  productTypeCode: number;
  isSubscribable: boolean;
  additionalFieldsFormId?: string | null;
  variantOptionOrdering: readonly string[];
  variants: readonly {
    id: string;
    sku: string;
    qtyInStock: number;
    unlimited: boolean;
    attributes: readonly { name: string; value: string }[];
  }[];
}

/** What the form sent: the value of each option (its select or its radio buttons), and the quantity field as typed. */
export interface PostedChoice {
  choices: Record<string, string>;
  /** Absent when the page drew no quantity field (one unit, as the island sends). */
  quantity?: string;
}

export type CheckedChoice =
  | { ok: true; sku: string; quantity: number }
  | { ok: false; status: number; message: string };

/** The texts for what a form cannot add: the button's island can (it asks for the rest first). */
export const NEEDS_SCRIPTS = {
  subscription: 'Subscribing needs JavaScript. Please turn it on in your browser, then reload this page.',
  giftCard:
    'Buying a gift card needs JavaScript (it asks who it is for). Please turn it on in your browser, then reload this page.',
  form: 'This item asks a few questions before it is added, which needs JavaScript. Please turn it on in your browser, then reload this page.',
} as const;

/**
 * The options the page offers as fields, in the order variants-select draws them: the product's
 * option ordering, and none for a single variant (whose block has no selects, and needs no choice).
 */
const optionNames = (product: FormProduct) => (product.variants.length > 1 ? [...product.variantOptionOrdering] : []);

/** Reads the product's option fields and the quantity field from a posted form body. */
export function postedChoice(product: FormProduct, body: Record<string, unknown>): PostedChoice {
  const choices: Record<string, string> = {};
  for (const name of optionNames(product)) {
    const value = formValue(body, variantOptionField(name));
    if (value) choices[name] = value;
  }
  const quantity = formValue(body, 'quantity');
  return quantity === undefined ? { choices } : { choices, quantity };
}

/**
 * A posted choice checked by the rules the add button's island checks it with (SPEC section 5):
 * the variant the options name, sold out or not, and the quantity. Stock beyond the variant's,
 * the cart's limits and the rest are the add-to-cart mutation's to refuse.
 */
export function checkChoice(product: FormProduct, posted: PostedChoice): CheckedChoice {
  const productType = productTypeFromCode(product.productTypeCode);
  if (product.isSubscribable) return { ok: false, status: 400, message: NEEDS_SCRIPTS.subscription };
  if (productType === 'GIFT_CARD') return { ok: false, status: 400, message: NEEDS_SCRIPTS.giftCard };
  if (product.additionalFieldsFormId) return { ok: false, status: 400, message: NEEDS_SCRIPTS.form };
  const variants: PickerVariant[] = product.variants.map((v) => ({
    id: v.id,
    sku: v.sku,
    qtyInStock: v.qtyInStock,
    unlimited: v.unlimited,
    attributes: Object.fromEntries(v.attributes.map((a) => [a.name, a.value])),
    // The picker's prices are for showing; choosing reads none of them.
    onSale: false,
    priceMoney: { value: '0', currency: 'USD' },
    salePriceMoney: { value: '0', currency: 'USD' },
  }));
  const state = pickerState({ productType, variants, optionOrdering: optionNames(product) }, posted.choices);
  if (state.refusal || !state.variant)
    return { ok: false, status: state.soldOut ? 409 : 400, message: state.refusal ?? VARIANT_MESSAGES.unavailable };
  const quantity =
    posted.quantity === undefined ? { ok: true as const, quantity: 1 } : checkQuantityInput(posted.quantity);
  if (!quantity.ok) return { ok: false, status: 400, message: quantity.message };
  return { ok: true, sku: state.variant.sku, quantity: quantity.quantity };
}

/** A refused add as the product page says it, beside the item's button, with what was sent kept. */
export function refusalOf(product: FormProduct, posted: PostedChoice, message: string): AddToCartRefusal {
  const giftCard = productTypeFromCode(product.productTypeCode) === 'GIFT_CARD';
  return {
    itemId: product.id,
    title: addToCartTitle({ giftCard, express: false }),
    message,
    choices: posted.choices,
    ...(posted.quantity === undefined ? {} : { quantity: posted.quantity }),
  };
}
