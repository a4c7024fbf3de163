import { createRoot } from 'react-dom/client';
import { ApolloProvider } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { apolloClient } from '../shared/apollo.ts';
import { AddToCartButton, type AdditionalFieldsForm } from './add-to-cart-button.tsx';

import { CartPill } from './cart-pill.tsx';
import { isSoldOut } from '@atelier/commerce';
import { pageTypeOf, showsCartPill } from '@atelier/site';
import { bindProductBlock, blockVariants, type ProductBlock } from './product-block.ts';
import { bindGallery } from './product-gallery.ts';
import { bindQuickViews } from './quick-view.ts';
import { bindCartIndicators } from '../shared/cart-indicator.ts';
import { bindFormBlock } from './form-block.tsx';
import { bindRestockBox } from './restock-box.tsx';
import { CartPillDocument, type CartPillQuery } from '../../graphql/generated/storefront.ts';
import '../shared/widgets.css';

/** Mounts the storefront's React islands on the markup the template language rendered. */
function mount(host: Element, node: ReactNode) {
  createRoot(host).render(<ApolloProvider client={apolloClient}>{node}</ApolloProvider>);
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
  bindFormBlock(node, {
    submitLabel: label,
    onValid: (values) => (fields.submit ? fields.submit(values) : Promise.resolve(null)),
  });
  return fields;
}

/** A product block: its picker, its gallery, its restock box and its add-to-cart button. */
function mountProductBlock(element: HTMLElement) {
  const block: ProductBlock = bindProductBlock(element);
  const gallery = element.querySelector('[data-product-gallery]');
  if (gallery) bindGallery(gallery);
  const restock = element.querySelector<HTMLElement>('[data-restock-box]');
  if (restock) bindRestockBox(restock, block);
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

for (const element of document.querySelectorAll<HTMLElement>('[data-product-block]')) mountProductBlock(element);
bindQuickViews(document, mountProductBlock);
// A product's additional-fields form is bound with its product block, above.
for (const element of document.querySelectorAll<HTMLElement>('[data-form-block-island]'))
  if (!element.closest('[data-additional-fields]')) bindFormBlock(element);

const pill = document.getElementById('cart-pill-root');
if (pill) {
  // The page was rendered with the visitor's cart; the pill and the cart indicators start from it instead of asking again.
  const shoppingCart = JSON.parse(pill.dataset.cart ?? 'null') as CartPillQuery['shoppingCart'];
  apolloClient.cache.writeQuery({ query: CartPillDocument, data: { shoppingCart } });
  if (showsCartPill(pageTypeOf(pill.dataset.pageType), new URLSearchParams(location.search).get('express') === '1'))
    mount(pill, <CartPill />);
  bindCartIndicators();
}
