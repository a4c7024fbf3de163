import { useState } from 'react';
import { checkQuantityInput, entryAnswerLines, MAX_QUANTITY } from '@atelier/commerce';
import { entryPictureUrl } from '@atelier/site';
import {
  RemoveCartEntryDocument,
  UpdateCartEntryQuantityDocument,
  type CartPageQuery,
} from '../../graphql/generated/islands.ts';
import { Money } from '../shared/money.tsx';
import { useGraphQLMutation } from '../shared/use-graphql.ts';

type Cart = CartPageQuery['shoppingCart'];
type Entry = NonNullable<Cart>['entries'][number];

const NETWORK_FAILURE = 'Your cart could not be reached. Check your connection and try again.';

/**
 * One line of the cart page: the item, a quantity the shopper can step or type (sent when it
 * changes; the server checks stock and answers the cart whole), and a Remove button. A refusal is
 * said under the line and the quantity shows what the cart still holds.
 */
export function CartEntryRow({
  entry,
  currency,
  formDefinition,
  onCart,
}: {
  entry: Entry;
  currency: string;
  formDefinition: string | null;
  /** The cart a change answered, whole. */
  onCart(cart: Cart): void;
}) {
  const [draft, setDraft] = useState(String(entry.quantity));
  const [message, setMessage] = useState('');
  const [updateQuantity, update] = useGraphQLMutation(UpdateCartEntryQuantityDocument);
  const [removeEntry, removal] = useGraphQLMutation(RemoveCartEntryDocument);
  const busy = update.loading || removal.loading;
  const answers = entryAnswerLines(entry.additionalFields, entry.product.productType, formDefinition);

  async function send(quantity: number) {
    setMessage('');
    setDraft(String(quantity));
    try {
      const { updateCartEntryQuantity: answer } = await updateQuantity({ input: { entryId: entry.id, quantity } });
      if (answer.shoppingCart) onCart(answer.shoppingCart);
      const refusal = answer.userErrors[0];
      if (refusal) {
        setMessage(refusal.message);
        setDraft(String(entry.quantity));
      }
    } catch {
      setMessage(NETWORK_FAILURE);
      setDraft(String(entry.quantity));
    }
  }

  function commitDraft() {
    const text = draft.trim();
    if (text === String(entry.quantity)) return;
    // The quantity rules of SPEC section 5, as the server checks them: text is never read as a number it is not.
    const checked = checkQuantityInput(text);
    if (!checked.ok) {
      setMessage(checked.message);
      setDraft(String(entry.quantity));
      return;
    }
    void send(checked.quantity);
  }

  async function remove() {
    setMessage('');
    try {
      const { removeCartEntry: answer } = await removeEntry({ entryId: entry.id });
      if (answer.shoppingCart) onCart(answer.shoppingCart);
      const refusal = answer.userErrors[0];
      if (refusal) setMessage(refusal.message);
    } catch {
      setMessage(NETWORK_FAILURE);
    }
  }

  const label = `${entry.product.title}${entry.chosenVariant.attributes.length ? ` (${entry.chosenVariant.attributes.map((a) => a.value).join(', ')})` : ''}`;
  return (
    <li className="cart-entry" data-testid="cart-entry" aria-busy={busy}>
      <img className="cart-entry-image" src={entryPictureUrl(entry)} alt="" width="88" height="88" />
      <div className="cart-entry-details">
        <a className="cart-entry-title" href={entry.product.fullUrl}>
          {entry.product.title}
        </a>
        {entry.chosenVariant.attributes.length > 0 && (
          <div className="cart-entry-variant">
            {entry.chosenVariant.attributes.map((a) => `${a.name}: ${a.value}`).join(' · ')}
          </div>
        )}
        {answers.length > 0 && (
          <ul className="cart-entry-answers" aria-label="Your answers">
            {answers.map((line, index) => (
              <li key={index}>{line}</li>
            ))}
          </ul>
        )}
        <div className="cart-entry-unit">
          <Money value={{ minor: entry.unitPriceCents, currency }} /> each
        </div>
      </div>
      <div className="cart-entry-quantity">
        <div className="quantity-stepper" role="group" aria-label={`Quantity of ${label}`}>
          <button
            type="button"
            aria-label="One fewer"
            disabled={busy || entry.quantity <= 1}
            onClick={() => void send(entry.quantity - 1)}
          >
            −
          </button>
          <input
            type="text"
            inputMode="numeric"
            aria-label="Quantity"
            value={draft}
            disabled={busy}
            onChange={(e) => setDraft(e.target.value)}
            onBlur={commitDraft}
            onKeyDown={(e) => e.key === 'Enter' && commitDraft()}
          />
          <button
            type="button"
            aria-label="One more"
            disabled={busy || entry.quantity >= MAX_QUANTITY}
            onClick={() => void send(entry.quantity + 1)}
          >
            +
          </button>
        </div>
        <button type="button" className="cart-entry-remove" disabled={busy} onClick={() => void remove()}>
          Remove
        </button>
      </div>
      <div className="cart-entry-total">
        <Money value={{ minor: entry.lineTotalCents, currency }} />
      </div>
      {message && (
        <p className="cart-entry-error" role="alert">
          {message}
        </p>
      )}
    </li>
  );
}
