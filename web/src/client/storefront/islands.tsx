import { pageTypeOf, showsCartPill } from '@atelier/site';
import { cartStore, type CartSummary } from '../shared/cart-store.ts';
import '../shared/widgets.css';

/**
 * What every shop page runs: it looks at what the page shows and loads the island of each kind it
 * finds, each its own chunk (a page without a product block never downloads the add-to-cart
 * button, nor React when it shows no island at all). The islands mount on the markup the template
 * language rendered.
 */

const productIsland = () => import('./product-island.tsx');

for (const element of document.querySelectorAll<HTMLElement>('[data-product-block]'))
  void productIsland().then(({ mountProductBlock }) => mountProductBlock(element));

if (document.querySelector('a[data-quick-view]'))
  void import('./quick-view.ts').then(({ bindQuickViews }) =>
    bindQuickViews(
      document,
      (element) => void productIsland().then(({ mountProductBlock }) => mountProductBlock(element)),
    ),
  );

// A product's additional-fields form is bound with its product block.
const forms = [...document.querySelectorAll<HTMLElement>('[data-form-block-island]')].filter(
  (element) => !element.closest('[data-additional-fields]'),
);
if (forms.length)
  void import('./form-block.tsx').then(({ bindFormBlock }) => forms.forEach((element) => bindFormBlock(element)));

// A post's comment form and like button (drawn by the server into the theme's containers).
const commentForms = document.querySelectorAll<HTMLFormElement>('form[data-comment-form]');
const likeButtons = document.querySelectorAll<HTMLElement>('.sqs-simple-like[data-item-id]');
if (commentForms.length || likeButtons.length)
  void import('./comments-island.tsx').then(({ bindCommentForm, bindLikeButton }) => {
    commentForms.forEach((form) => bindCommentForm(form));
    likeButtons.forEach((button) => bindLikeButton(button));
  });

const pill = document.getElementById('cart-pill-root');
if (pill) {
  // The page was rendered with the visitor's cart; the pill and the cart indicators start from it instead of asking again.
  cartStore.set(JSON.parse(pill.dataset.cart ?? 'null') as CartSummary);
  if (showsCartPill(pageTypeOf(pill.dataset.pageType), new URLSearchParams(location.search).get('express') === '1')) {
    // An empty cart shows no pill: its island waits for the first thing added.
    const mountPill = () => {
      if (!cartStore.get()?.totalQuantity) return false;
      void import('./pill-island.tsx').then(({ mountCartPill }) => mountCartPill(pill));
      return true;
    };
    if (!mountPill()) {
      const stop = cartStore.subscribe(() => {
        if (mountPill()) stop();
      });
    }
  }
  if (document.querySelector('[data-cart-indicator]')) void import('./indicators-island.ts');
}
