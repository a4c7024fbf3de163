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
  const names = product.optionOrdering.length
    ? product.optionOrdering
    : [...new Set(product.variants.flatMap((v) => Object.keys(v.attributes)))];
  return names.map((name) => ({
    name,
    values: [...new Set(product.variants.map((v) => v.attributes[name]).filter((v): v is string => Boolean(v)))],
  }));
}

export type PickerStatus = 'incomplete' | 'unavailable' | 'selected';

/** What an option's value is marked with beside its name: its variants are sold out, or none exists. */
export type ValueMark = 'sold-out' | 'unavailable';

/**
 * Each option's marked values, judged with the other options chosen so far (those not chosen yet
 * may be anything). A value is judged by the variants that have it together with those choices:
 * any that can be bought leaves it unmarked; none at all means the combination does not exist, so
 * it is Unavailable (SPEC section 4), not sold out; some that exist but none in stock make it Sold
 * Out, also when other combinations of it do not exist: the ones that exist may come back, the
 * missing ones never will, so only the existing ones decide the word.
 */
export function optionValueMarks(
  product: PickerProduct,
  chosen: Readonly<Record<string, string | undefined>>,
): Record<string, Record<string, ValueMark>> {
  const options = pickerOptions(product);
  const ordering = options.map((o) => o.name);
  return Object.fromEntries(
    options.map((option) => {
      const marks: [string, ValueMark][] = [];
      for (const value of option.values) {
        const matching = product.variants.filter(
          (v) =>
            v.attributes[option.name] === value &&
            ordering.every((other) => other === option.name || !chosen[other] || v.attributes[other] === chosen[other]),
        );
        if (matching.some((v) => variantInStock(product.productType, v))) continue;
        marks.push([value, matching.length ? 'sold-out' : 'unavailable']);
      }
      return [option.name, Object.fromEntries(marks)];
    }),
  );
}

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
  /** Per option, why each of those values cannot be bought (optionValueMarks). */
  valueMarks: Record<string, Record<string, ValueMark>>;
}

/**
 * What a product block shows for a selection (SPEC sections 4 and 5): an incomplete one keeps the
 * initial price; a complete one its variant, sold out or not; a combination no variant has is
 * unavailable. Values that cannot be bought with the other choices are listed with their mark
 * (sold out or unavailable), for the options to say and, when the store says so, for the dropdown
 * to disable.
 */
export function pickerState<V extends PickerVariant>(
  product: PickerProduct<V>,
  chosen: Readonly<Record<string, string | undefined>>,
): PickerState<V> {
  const ordering = pickerOptions(product).map((o) => o.name);
  const valueMarks = optionValueMarks(product, chosen);
  const unavailableValues = Object.fromEntries(
    Object.entries(valueMarks).map(([name, marks]) => [name, Object.keys(marks)]),
  );
  const choice = chooseVariant(product.variants, ordering, chosen);
  if (choice.status === 'incomplete') {
    const refusal = product.productType === 'GIFT_CARD' ? VARIANT_MESSAGES.giftCardDenomination : choice.message;
    return { status: 'incomplete', soldOut: false, refusal, unavailableValues, valueMarks };
  }
  if (choice.status === 'unavailable')
    return { status: 'unavailable', soldOut: false, refusal: choice.message, unavailableValues, valueMarks };
  const soldOut = !variantInStock(product.productType, choice.variant);
  return {
    status: 'selected',
    variant: choice.variant,
    soldOut,
    refusal: soldOut ? VARIANT_MESSAGES.unavailable : undefined,
    unavailableValues,
    valueMarks,
  };
}

/** Whether a quantity of the chosen variant is more than the store has (SPEC: "Sorry, we do not have enough of that item available."). */
export function exceedsStock(
  productType: ProductTypeName | undefined,
  variant: PickerVariant,
  quantity: number,
): boolean {
  if (productType === 'DIGITAL' || productType === 'GIFT_CARD' || variant.unlimited) return false;
  return quantity > variant.qtyInStock;
}
