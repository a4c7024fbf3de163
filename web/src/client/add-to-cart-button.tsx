import { useEffect, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { ADD_TO_CART_MESSAGES, addToCartTitle, checkGiftCardRecipient, checkQuantityInput, exceedsStock, VARIANT_MESSAGES, type PickerState } from '@atelier/commerce';
import { AddToCartDocument, CartPillDocument } from '../graphql/generated/operations.ts';
import { VARIANT_CHANGE_EVENT, type BlockVariant, type ProductBlock } from './product-block.ts';
import { requestSubscriptionCart } from './subscription-request.ts';
import { useAddToCartState } from './use-add-to-cart-state.ts';


export interface AddToCartButtonProps {
  itemId: string;
  label: string;
  block: ProductBlock;
  /** The whole product is sold out (the server said so): the button says so and adds nothing. */
  soldOut?: boolean;
  /** A subscription product: the button makes a subscription cart and goes to its checkout. */
  subscription?: boolean;
  /** Express checkout: the item goes into a cart of its own, and success goes straight to checkout. */
  express?: boolean;
}

const LABELS = { idle: null, adding: 'Adding…', added: 'Added!' } as const;

/** What the quantity input holds: its text, and whether the browser could not read it as a number. */
function quantityOf(block: ProductBlock) {
  const input = block.element.querySelector<HTMLInputElement>('.product-quantity-input input');
  return input ? checkQuantityInput(input.value, input.validity.badInput) : checkQuantityInput('1');
}

/** A gift card's recipient fields, when the page has them: checked, as the entry's additional fields. */
function giftCardFields(block: ProductBlock): { ok: true; additionalFields?: string } | { ok: false; message: string } {
  const fields = block.element.querySelector('[data-gift-card-fields]');
  if (!fields) return { ok: true };
  const email = fields.querySelector<HTMLInputElement>('[name=recipientEmail]');
  const note = fields.querySelector<HTMLTextAreaElement>('[name=giftMessage]');
  const checked = checkGiftCardRecipient(email?.value ?? '', note?.value ?? '');
  if (checked.ok) return { ok: true, additionalFields: checked.additionalFields };
  (checked.field === 'recipientEmail' ? email : note)?.setAttribute('aria-invalid', 'true');
  return { ok: false, message: checked.message };
}

/** The add-to-cart button island, mounted on the markup of the add-to-cart-btn formatter. */
export function AddToCartButton({ itemId, label, block, soldOut = false, subscription = false, express = false }: AddToCartButtonProps) {
  const [addToCart] = useMutation(AddToCartDocument);
  const { phase, error, run, clearError } = useAddToCartState();
  const [selection, setSelection] = useState<PickerState<BlockVariant>>(() => block.state());

  useEffect(() => {
    // A message about the last selection goes when the selection changes.
    const onChange = (event: Event) => {
      setSelection((event as CustomEvent<PickerState<BlockVariant>>).detail);
      clearError();
    };
    const inputs = block.element.querySelectorAll('.product-quantity-input input, [data-gift-card-fields] [name]');
    const onInput = (event: Event) => {
      (event.target as Element).removeAttribute('aria-invalid');
      clearError();
    };
    block.element.addEventListener(VARIANT_CHANGE_EVENT, onChange);
    for (const input of inputs) input.addEventListener('input', onInput);
    return () => {
      block.element.removeEventListener(VARIANT_CHANGE_EVENT, onChange);
      for (const input of inputs) input.removeEventListener('input', onInput);
    };
  }, [block, clearError]);

  const onActivate = () =>
    run(async () => {
      // Without cookies the cart the server makes could never be found again (SPEC section 8).
      if (!navigator.cookieEnabled) return { ok: false, message: ADD_TO_CART_MESSAGES.enableCookies };
      const state = block.state();
      if (state.refusal || !state.variant) return { ok: false, message: state.refusal ?? VARIANT_MESSAGES.unavailable };
      const quantity = quantityOf(block);
      if (!quantity.ok) return { ok: false, message: quantity.message };
      if (exceedsStock(block.productType, state.variant, quantity.quantity)) return { ok: false, message: VARIANT_MESSAGES.notEnoughStock };
      const gift = giftCardFields(block);
      if (!gift.ok) return gift;
      if (subscription) {
        const made = await requestSubscriptionCart({ itemId, sku: state.variant.sku, qty: quantity.quantity });
        if (!made.ok) return made;
        // The subscription page: checkout for the subscription cart the token names.
        location.assign(`/checkout?cartToken=${encodeURIComponent(made.cartToken)}`);
        return { ok: true };
      }
      const { data } = await addToCart({
        variables: { input: { itemId, sku: state.variant.sku, quantity: quantity.quantity, additionalFields: gift.additionalFields, isExpress: express } },
        update: (cache, result) => {
          const cart = result.data?.addToCart.shoppingCart;
          // The express cart is not the one the pill counts.
          if (cart && !express) cache.writeQuery({ query: CartPillDocument, data: { shoppingCart: cart } });
        },
      });
      const payload = data?.addToCart;
      const [first] = payload?.userErrors ?? [];
      if (first) return { ok: false, message: first.message };
      if (!payload?.shoppingCart) return { ok: false, message: ADD_TO_CART_MESSAGES.unreadable };
      if (express) location.assign('/checkout?express=1');
      return { ok: true };
    });

  const variantSoldOut = selection.status === 'selected' && selection.soldOut;
  // Sold out, the add button already says so: the express one steps aside.
  if ((soldOut || variantSoldOut) && express) return null;
  if (soldOut || variantSoldOut) {
    return (
      <div className="sqs-add-to-cart-button sqs-button-element--primary is-sold-out" role="button" aria-disabled="true" data-item-id={itemId} data-state="sold-out">
        <div className="sqs-add-to-cart-button-inner">{block.soldOutText}</div>
      </div>
    );
  }

  return (
    <>
      <div
        className={`${express ? 'express-checkout-button' : 'sqs-add-to-cart-button sqs-editable-button sqs-button-element--primary'}${phase !== 'idle' ? ' is-busy' : ''}`}

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
        <div className={express ? 'express-checkout-button-inner' : 'sqs-add-to-cart-button-inner'}>{LABELS[phase] ?? label}</div>
      </div>
      {error && (
        <div className="add-to-cart-error" role="alert">
          <strong>{addToCartTitle({ giftCard: block.productType === 'GIFT_CARD', express })}</strong>
          <span>{error}</span>
        </div>
      )}
    </>
  );
}
