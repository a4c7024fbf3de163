import { createRoot } from 'react-dom/client';
import type { ReactNode } from 'react';
import { isSoldOut } from '@atelier/commerce';
import { AddToCartButton, type AdditionalFieldsForm } from './add-to-cart-button.tsx';
import { bindProductBlock, blockVariants, type ProductBlock } from './product-block.ts';
import { bindGallery } from './product-gallery.ts';

// The product block's island (a lazy chunk of islands.tsx): loaded only by a page that shows a
// product block, on its own or in a quick view. The form and restock islands (form rules, captcha)
// are chunks of their own, loaded only for a block that has an additional-fields form or a restock box.

/** Mounts one React island on the markup the template language rendered. */
function mount(host: Element, node: ReactNode) {
  createRoot(host).render(node);
}

/**
 * A product's additional-fields form, when the theme drew one (hidden) in its block: bound as a form
 * whose valid answers go to the add button that opened it, not to the form's owner.
 */
function additionalFieldsOf(element: HTMLElement, label: string): AdditionalFieldsForm | undefined {
  const node = element.querySelector<HTMLElement>('[data-additional-fields] [data-form-block-island]');
  if (!node) return undefined;
  const fields: AdditionalFieldsForm = {
    node,
    title: element.querySelector('.product-title')?.textContent?.trim() || 'A few details',
    submit: null,
  };
  void import('./form-block.tsx').then(({ bindFormBlock }) =>
    bindFormBlock(node, {
      submitLabel: label,
      onValid: (values) => (fields.submit ? fields.submit(values) : Promise.resolve(null)),
    }),
  );
  return fields;
}

/** A product block: its picker, its gallery, its restock box and its add-to-cart button. */
export function mountProductBlock(element: HTMLElement) {
  const block: ProductBlock = bindProductBlock(element);
  const gallery = element.querySelector('[data-product-gallery]');
  if (gallery) bindGallery(gallery);
  const restock = element.querySelector<HTMLElement>('[data-restock-box]');
  if (restock) void import('./restock-box.tsx').then(({ bindRestockBox }) => bindRestockBox(restock, block));
  const fields = additionalFieldsOf(
    element,
    element.querySelector<HTMLElement>('.sqs-add-to-cart-button')?.dataset.originalLabel?.trim() || 'Add To Cart',
  );
  for (const wrapper of element.querySelectorAll('.sqs-add-to-cart-button-wrapper')) {
    const button = wrapper.querySelector<HTMLElement>('.sqs-add-to-cart-button');
    if (!button?.dataset.itemId) continue;
    const label = button.dataset.originalLabel?.trim() || 'Add To Cart';
    const soldOut = isSoldOut({ productType: block.productType, variants: blockVariants(block.element) });
    const subscription = button.dataset.isSubscription === 'true';
    mount(
      wrapper,
      <AddToCartButton
        itemId={button.dataset.itemId}
        label={label}
        block={block}
        soldOut={soldOut}
        subscription={subscription}
        additionalFields={fields}
      />,
    );
    wrapper.classList.add('is-ready');
  }
  for (const wrapper of element.querySelectorAll<HTMLElement>('[data-express-checkout]')) {
    if (!wrapper.dataset.itemId) continue;
    mount(
      wrapper,
      <AddToCartButton
        itemId={wrapper.dataset.itemId}
        label="Buy Now"
        block={block}
        soldOut={isSoldOut({ productType: block.productType, variants: blockVariants(block.element) })}
        express
        additionalFields={fields}
      />,
    );
  }
}
