import { useEffect } from 'react';
import { entryFormIds } from '@atelier/commerce';
import {
  CartEntryFormsDocument,
  CartPageDocument,
  type CartEntryFormsQuery,
  type CartPageQuery,
} from '../../graphql/generated/islands.ts';
import { mountPage } from '../shared/page-root.tsx';
import { Money } from '../shared/money.tsx';
import { useGraphQLQuery } from '../shared/use-graphql.ts';
import { CartEntryRow } from './cart-entry-row.tsx';
import { bindCartIndicators } from '../shared/cart-indicator.ts';
import { cartStore } from '../shared/cart-store.ts';
import '../shared/widgets.css';

type Cart = CartPageQuery['shoppingCart'];

/**
 * The server drew the page with the visitor's cart (and the forms its answers are titled by) and
 * left both in a data block: the island starts from them, so it takes the page over without
 * asking again and without a "Loading" in between. Without the block it asks.
 */
function seedFromPage(): { shoppingCart: Cart; forms: CartEntryFormsQuery['forms'] } | undefined {
  const block = document.getElementById('atelier-cart-page');
  if (!block?.textContent) return undefined;
  try {
    return JSON.parse(block.textContent) as { shoppingCart: Cart; forms: CartEntryFormsQuery['forms'] };
  } catch {
    return undefined;
  }
}

const seed = seedFromPage();
// The header's cart summary starts from the cart the page was drawn with, as the server drew it.
if (seed) cartStore.set(seed.shoppingCart ?? null);
bindCartIndicators();

function CartPage() {
  const { data, loading, error, setData } = useGraphQLQuery(
    CartPageDocument,
    {},
    { initial: seed ? { shoppingCart: seed.shoppingCart } : undefined },
  );
  // Each change answers the cart whole and the page redraws from it; the header's cart summary
  // follows the cart shown (cartStore), as it follows adds elsewhere.
  const showCart = (cart: Cart) => setData({ shoppingCart: cart });
  const shown = data?.shoppingCart;
  useEffect(() => {
    if (shown !== undefined) cartStore.set(shown ?? null);
  }, [shown]);
  // The forms whose answers entries carry, read once for the page, to title each answer.
  const formIds = entryFormIds(data?.shoppingCart?.entries ?? []);
  // The page's forms stand for the ids of the cart it was drawn with: use-graphql.ts keeps them to those.
  const forms = useGraphQLQuery(
    CartEntryFormsDocument,
    { ids: formIds },
    { skip: formIds.length === 0, initial: seed ? { forms: seed.forms } : undefined },
  );
  const definitions = new Map(
    (forms.data?.forms ?? []).flatMap((form) => (form ? [[form.id, form.definitionJson] as const] : [])),
  );
  if (loading)
    return (
      <p className="cart-status" aria-busy="true">
        Loading your cart…
      </p>
    );
  if (error)
    return (
      <p className="cart-status" role="alert">
        We could not load your cart. Please reload the page.
      </p>
    );
  const cart = data?.shoppingCart;
  if (!cart || cart.entries.length === 0) {
    return (
      <section className="cart-empty">
        <p>You have nothing in your shopping cart.</p>
        <a className="button-primary" href="/shop">
          Continue Shopping
        </a>
      </section>
    );
  }
  const currency = cart.subtotalAmount.currency;
  return (
    <section className="cart" data-testid="cart">
      <ul className="cart-entries">
        {cart.entries.map((entry) => (
          <CartEntryRow
            key={entry.id}
            entry={entry}
            currency={currency}
            formDefinition={definitions.get(entry.product.additionalFieldsFormId ?? '') ?? null}
            onCart={showCart}
          />
        ))}
      </ul>
      <div className="cart-summary">
        <span>Subtotal</span>
        <strong data-testid="cart-subtotal">
          <Money value={{ minor: cart.subtotalCents, currency }} />
        </strong>
      </div>
      <p className="cart-note">Shipping and taxes are calculated at checkout.</p>
      <a className="button-primary cart-checkout" href="/checkout" data-testid="checkout-link">
        Check out
      </a>
      <a className="cart-continue" href="/shop">
        ← Continue shopping
      </a>
    </section>
  );
}

mountPage(<CartPage />);
