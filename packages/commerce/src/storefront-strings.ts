/**
 * The storefront's own wording where the template language's fallbacks would mislead: a gift
 * card's variants are its denominations (the engine would say "Value" and "Select Value"). Sites
 * read them as localizedStrings; the spec's other fallbacks ('sold out', 'sale', 'Quick View')
 * stay the engine's.
 */
export const STOREFRONT_STRINGS: Readonly<Record<string, string>> = {
  giftCardValueDisplayText: 'Denomination',
  giftCardVariantSelectText: 'Select Denomination',
};
