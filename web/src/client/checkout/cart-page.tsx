import { useQuery } from '@apollo/client/react';
import { entryFormIds } from '@atelier/commerce';
import {
  CartEntryFormsDocument,
  CartPageDocument,
  type CartEntryFormsQuery,
  type CartPageQuery,
} from '../../graphql/generated/storefront.ts';
import { apolloClient } from '../shared/apollo.ts';
import { mountPage } from '../shared/page-root.tsx';
import { Money } from '../shared/money.tsx';
import { CartEntryRow } from './cart-entry-row.tsx';
import { bindCartIndicators } from '../shared/cart-indicator.ts';
import { cartStore } from '../shared/cart-store.ts';
import '../shared/widgets.css';

/**
 * The server drew the page with the visitor's cart (and the forms its answers are titled by) and
 * left both in a data block: the island starts from them, so it takes the page over without
 * asking again and without a "Loading" in between. Without the block it asks.
 */
function seedFromPage(): boolean {
  const block = document.getElementById('atelier-cart-page');
  if (!block?.textContent) return false;
  try {
    const seed = JSON.parse(block.textContent) as {
      shoppingCart: CartPageQuery['shoppingCart'];
      forms: CartEntryFormsQuery['forms'];
    };
    apolloClient.cache.writeQuery({ query: CartPageDocument, data: { shoppingCart: seed.shoppingCart } });
    const ids = entryFormIds(seed.shoppingCart?.entries ?? []);
    if (ids.length)
      apolloClient.cache.writeQuery({ query: CartEntryFormsDocument, variables: { ids }, data: { forms: seed.forms } });
    return true;
  } catch {
    return false;
  }
}

const seeded = seedFromPage();
// The header's cart summary follows the changes made here (each answers the whole cart into the
// cache), as it follows adds elsewhere.
apolloClient.watchQuery({ query: CartPageDocument, fetchPolicy: 'cache-only' }).subscribe(({ data, dataState }) => {
  if (dataState === 'complete') cartStore.set(data.shoppingCart ?? null);
});
bindCartIndicators();

function CartPage() {
  const { data, loading, error } = useQuery(CartPageDocument, { fetchPolicy: seeded ? 'cache-first' : 'network-only' });
  // The forms whose answers entries carry, read once for the page, to title each answer.
  const formIds = entryFormIds(data?.shoppingCart?.entries ?? []);
  const forms = useQuery(CartEntryFormsDocument, { variables: { ids: formIds }, skip: formIds.length === 0 });
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
