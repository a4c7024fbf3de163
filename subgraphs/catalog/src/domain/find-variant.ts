import type { Variant } from '../entities/variant.ts';

/** The variant an item id and SKU name; without a SKU only an item with a single variant has one. */
export function findVariant(variants: readonly Variant[], sku: string | null | undefined): Variant | null {
  if (sku) return variants.find((v) => v.sku === sku) ?? null;
  return variants.length === 1 ? variants[0]! : null;
}
