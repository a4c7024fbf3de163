import { createRoot } from 'react-dom/client';
import { ApolloProvider } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { apolloClient } from './apollo.ts';
import { AddToCartButton } from './add-to-cart-button.tsx';
import { CartPill } from './cart-pill.tsx';
import { isSoldOut } from '@atelier/commerce';
import { pageTypeOf, showsCartPill } from '@atelier/site';
import { bindProductBlock, blockVariants, type ProductBlock } from './product-block.ts';
import { bindGallery } from './product-gallery.ts';
import { bindQuickViews } from './quick-view.ts';
import { bindFormBlock } from './form-block.tsx';
import { bindRestockBox } from './restock-box.tsx';
import { CartPillDocument, type CartPillQuery } from '../graphql/generated/operations.ts';
import './widgets.css';

/** Mounts the storefront's React islands on the markup the template language rendered. */
function mount(host: Element, node: ReactNode) {
  createRoot(host).render(<ApolloProvider client={apolloClient}>{node}</ApolloProvider>);
}

/** A product block: its picker, its gallery, its restock box and its add-to-cart button. */
function mountProductBlock(element: HTMLElement) {
  const block: ProductBlock = bindProductBlock(element);
  const gallery = element.querySelector('[data-product-gallery]');
  if (gallery) bindGallery(gallery);
  const restock = element.querySelector<HTMLElement>('[data-restock-box]');
  if (restock) bindRestockBox(restock, block);
  for (const wrapper of element.querySelectorAll('.sqs-add-to-cart-button-wrapper')) {
    const button = wrapper.querySelector<HTMLElement>('.sqs-add-to-cart-button');
    if (!button?.dataset.itemId) continue;
    const label = button.dataset.originalLabel?.trim() || 'Add To Cart';
    const soldOut = isSoldOut({ productType: block.productType, variants: blockVariants(block.element) });
    const subscription = button.dataset.isSubscription === 'true';
    mount(wrapper, <AddToCartButton itemId={button.dataset.itemId} label={label} block={block} soldOut={soldOut} subscription={subscription} />);
    wrapper.classList.add('is-ready');
  }
  for (const wrapper of element.querySelectorAll<HTMLElement>('[data-express-checkout]')) {
    if (!wrapper.dataset.itemId) continue;
    mount(wrapper, <AddToCartButton itemId={wrapper.dataset.itemId} label="Buy Now" block={block} soldOut={isSoldOut({ productType: block.productType, variants: blockVariants(block.element) })} express />);
  }
}

for (const element of document.querySelectorAll<HTMLElement>('[data-product-block]')) mountProductBlock(element);
bindQuickViews(document, mountProductBlock);
for (const element of document.querySelectorAll<HTMLElement>('[data-form-block-island]')) bindFormBlock(element);

const pill = document.getElementById('cart-pill-root');
if (pill && showsCartPill(pageTypeOf(pill.dataset.pageType), new URLSearchParams(location.search).get('express') === '1')) {

  // The page was rendered with the visitor's cart; the pill starts from it instead of asking again.
  const shoppingCart = JSON.parse(pill.dataset.cart ?? 'null') as CartPillQuery['shoppingCart'];
  apolloClient.cache.writeQuery({ query: CartPillDocument, data: { shoppingCart } });
  mount(pill, <CartPill />);
}
