/** The variant an item id and SKU name; without a SKU only an item with a single variant has one. */
export function findVariant<V extends { sku: string }>(
  variants: readonly V[],
  sku: string | null | undefined,
): V | null {
  if (sku) return variants.find((v) => v.sku === sku) ?? null;
  return variants.length === 1 ? variants[0]! : null;
}
