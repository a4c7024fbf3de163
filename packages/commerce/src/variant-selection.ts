export interface SelectableVariant {
  id: string;
  sku: string;
  attributes: Readonly<Record<string, string>>;
}

export const VARIANT_MESSAGES = {
  unavailable: 'Sorry, that item variant is unavailable. Please select another variant.',
  notEnoughStock: 'Sorry, we do not have enough of that item available.',
  giftCardDenomination: 'Select a denomination for the Gift Card.',
} as const;

export type VariantChoice<V extends SelectableVariant> =
  | { status: 'selected'; variant: V }
  | { status: 'incomplete'; missing: string[]; message: string }
  | { status: 'unavailable'; message: string };

/** "Please select the Size option." / "the Size and Color options." / "the A, B and C options." */
export function missingOptionsMessage(missing: readonly string[]): string {
  if (missing.length === 1) return `Please select the ${missing[0]} option.`;
  const list = missing.slice(0, -1).join(', ');
  return `Please select the ${list} and ${missing[missing.length - 1]} options.`;
}

/** Finds the variant matching every chosen option; a single variant needs no choice. */
export function chooseVariant<V extends SelectableVariant>(
  variants: readonly V[],
  optionOrdering: readonly string[],
  chosen: Readonly<Record<string, string | undefined>>,
): VariantChoice<V> {
  if (variants.length === 1) return { status: 'selected', variant: variants[0]! };
  if (variants.length === 0) return { status: 'unavailable', message: VARIANT_MESSAGES.unavailable };
  const missing = optionOrdering.filter((option) => !chosen[option]);
  if (missing.length > 0) return { status: 'incomplete', missing, message: missingOptionsMessage(missing) };
  const match = variants.find((v) => optionOrdering.every((option) => v.attributes[option] === chosen[option]));
  return match
    ? { status: 'selected', variant: match }
    : { status: 'unavailable', message: VARIANT_MESSAGES.unavailable };
}
