import { useMutation } from '@apollo/client/react';
import { checkQuantity } from '@atelier/commerce';
import { AddToCartDocument, CartPillDocument } from '../graphql/generated/operations.ts';
import { readSelection } from './product-selection.ts';
import { useAddToCartState } from './use-add-to-cart-state.ts';

export interface AddToCartButtonProps {
  itemId: string;
  label: string;
  block: Element;
  /** Every variant is out of stock: the button says so and adds nothing. */
  soldOut?: boolean;
}

const LABELS = { idle: null, adding: 'Adding…', added: 'Added!' } as const;

/** The add-to-cart button island, mounted on the markup of the add-to-cart-btn formatter. */
export function AddToCartButton({ itemId, label, block, soldOut = false }: AddToCartButtonProps) {
  const [addToCart] = useMutation(AddToCartDocument);
  const { phase, error, run } = useAddToCartState();

  const onActivate = () =>
    run(async () => {
      const { choice, quantityText } = readSelection(block);
      if (choice.status !== 'selected') return { ok: false, message: choice.message };
      const quantity = checkQuantity(quantityText);
      if (!quantity.ok) return { ok: false, message: quantity.message };
      const { data } = await addToCart({
        variables: { input: { itemId, sku: choice.variant.sku, quantity: quantity.quantity } },
        update: (cache, result) => {
          const cart = result.data?.addToCart.shoppingCart;
          if (cart) cache.writeQuery({ query: CartPillDocument, data: { shoppingCart: cart } });
        },
      });
      const payload = data?.addToCart;
      const [first] = payload?.userErrors ?? [];
      if (first) return { ok: false, message: first.message };
      if (!payload?.shoppingCart) return { ok: false, message: 'Unable to add the item. Please try again.' };
      return { ok: true };
    });

  if (soldOut) {
    return (
      <div className="sqs-add-to-cart-button sqs-button-element--primary is-sold-out" role="button" aria-disabled="true" data-item-id={itemId} data-state="sold-out">
        <div className="sqs-add-to-cart-button-inner">Sold Out</div>
      </div>
    );
  }

  return (
    <>
      <div
        className={`sqs-add-to-cart-button sqs-editable-button sqs-button-element--primary${phase !== 'idle' ? ' is-busy' : ''}`}
        role="button"
        tabIndex={0}
        aria-disabled={phase !== 'idle'}
        data-item-id={itemId}
        data-state={phase}
        onClick={onActivate}
        onKeyDown={(event) => {
          if (event.key === 'Enter' || event.key === ' ') {
            event.preventDefault();
            void onActivate();
          }
        }}
      >
        <div className="sqs-add-to-cart-button-inner">{LABELS[phase] ?? label}</div>
      </div>
      {error && (
        <div className="add-to-cart-error" role="alert">
          <strong>Unable to Add Item</strong>
          <span>{error}</span>
        </div>
      )}
    </>
  );
}
