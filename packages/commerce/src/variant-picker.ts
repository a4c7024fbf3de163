import { chooseVariant, VARIANT_MESSAGES, type SelectableVariant } from './variant-selection.ts';
import type { ProductTypeName } from './product-type.ts';

/** A variant as a product block carries it (the data-variants JSON of variants-select). */
export interface PickerVariant extends SelectableVariant {
  qtyInStock: number;
  unlimited: boolean;
  onSale: boolean;
  priceMoney: { value: string; currency: string };
  salePriceMoney: { value: string; currency: string };
  /** The variant's own image, when it has one. */
  mainImageUrl?: string | null;
}

export interface PickerProduct<V extends PickerVariant = PickerVariant> {
  productType: ProductTypeName | undefined;
  variants: readonly V[];
  /** The option names in the product's order (variantOptionOrdering, else as the variants name them). */
  optionOrdering: readonly string[];
}

export interface PickerOption {
  name: string;
  values: string[];
}

/** A variant that can be bought now: digital products and gift cards never run out. */
export function variantInStock(productType: ProductTypeName | undefined, variant: PickerVariant): boolean {
  if (productType === 'DIGITAL' || productType === 'GIFT_CARD') return true;
  if (productType !== 'PHYSICAL' && productType !== 'SERVICE') return false;
  return variant.unlimited || variant.qtyInStock > 0;
}

/** The options a shopper picks, in the product's order, each value once in the order the variants bring it. */
export function pickerOptions(product: PickerProduct): PickerOption[] {
  const names = product.optionOrdering.length ? product.optionOrdering : [...new Set(product.variants.flatMap((v) => Object.keys(v.attributes)))];
  return names.map((name) => ({ name, values: [...new Set(product.variants.map((v) => v.attributes[name]).filter((v): v is string => Boolean(v)))] }));
}

export type PickerStatus = 'incomplete' | 'unavailable' | 'selected';

export interface PickerState<V extends PickerVariant = PickerVariant> {
  status: PickerStatus;
  /** The chosen variant, when the selection is complete and exists. */
  variant?: V;
  /** The chosen variant cannot be bought now. */
  soldOut: boolean;
  /** What adding to the cart now would be refused with (SPEC section 5), or undefined when it may. */
  refusal?: string;
  /** Per option, the values that cannot be bought together with the other options chosen so far. */
  unavailableValues: Record<string, string[]>;
}

/**
 * What a product block shows for a selection (SPEC sections 4 and 5): an incomplete one keeps the
 * initial price; a complete one its variant, sold out or not; a combination no variant has is
 * unavailable. Values whose every combination with the other choices is sold out or missing are
 * listed, for radio buttons to mark and, when the store says so, for the dropdown to disable.
 */
export function pickerState<V extends PickerVariant>(product: PickerProduct<V>, chosen: Readonly<Record<string, string | undefined>>): PickerState<V> {
  const options = pickerOptions(product);
  const ordering = options.map((o) => o.name);
  const unavailableValues = Object.fromEntries(
    options.map((option) => [
      option.name,
      option.values.filter(
        (value) =>
          !product.variants.some(
            (v) => v.attributes[option.name] === value && ordering.every((other) => other === option.name || !chosen[other] || v.attributes[other] === chosen[other]) && variantInStock(product.productType, v),
          ),
      ),
    ]),
  );
  const choice = chooseVariant(product.variants, ordering, chosen);
  if (choice.status === 'incomplete') {
    const refusal = product.productType === 'GIFT_CARD' ? VARIANT_MESSAGES.giftCardDenomination : choice.message;
    return { status: 'incomplete', soldOut: false, refusal, unavailableValues };
  }
  if (choice.status === 'unavailable') return { status: 'unavailable', soldOut: false, refusal: choice.message, unavailableValues };
  const soldOut = !variantInStock(product.productType, choice.variant);
  return { status: 'selected', variant: choice.variant, soldOut, refusal: soldOut ? VARIANT_MESSAGES.unavailable : undefined, unavailableValues };
}

/** Whether a quantity of the chosen variant is more than the store has (SPEC: "Sorry, we do not have enough of that item available."). */
export function exceedsStock(productType: ProductTypeName | undefined, variant: PickerVariant, quantity: number): boolean {
  if (productType === 'DIGITAL' || productType === 'GIFT_CARD' || variant.unlimited) return false;
  return quantity > variant.qtyInStock;
}
