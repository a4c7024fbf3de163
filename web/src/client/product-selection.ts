import { chooseVariant, type SelectableVariant, type VariantChoice } from '@atelier/commerce';

export interface BlockVariant extends SelectableVariant {
  qtyInStock: number;
  unlimited: boolean;
  onSale: boolean;
}

/** The variants a product block was rendered with (its data-variants JSON). */
export function blockVariants(block: Element): BlockVariant[] {
  return JSON.parse(block.getAttribute('data-variants') ?? '[]') as BlockVariant[];
}

/**
 * Reads the shopper's choices from a product block as the template language rendered it: the
 * variants JSON and option selects of variants-select, and the quantity input.
 */
export function readSelection(block: Element): { choice: VariantChoice<BlockVariant>; quantityText: string | undefined } {
  const variants = blockVariants(block);
  const selects = Array.from(block.querySelectorAll<HTMLSelectElement>('select[data-variant-option-name]'));
  const ordering = selects.map((s) => s.dataset.variantOptionName!);
  const chosen = Object.fromEntries(selects.map((s) => [s.dataset.variantOptionName!, s.value || undefined]));
  const quantityInput = block.querySelector<HTMLInputElement>('.product-quantity-input input');
  return { choice: chooseVariant(variants, ordering, chosen), quantityText: quantityInput?.value };
}
