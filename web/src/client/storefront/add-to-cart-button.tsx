import { useCallback, useEffect, useState } from 'react';
import {
  ADD_TO_CART_MESSAGES,
  addToCartFailureMessage,
  addToCartTitle,
  checkGiftCardRecipient,
  checkQuantityInput,
  exceedsStock,
  VARIANT_MESSAGES,
  type PickerState,
} from '@atelier/commerce';
import { AddToCartDocument } from '../../graphql/generated/islands.ts';
import { cartStore } from '../shared/cart-store.ts';
import { graphqlRequest } from '../shared/graphql-request.ts';
import { VARIANT_CHANGE_EVENT, type BlockVariant, type ProductBlock } from './product-block.ts';
import type { FormValues } from '@atelier/forms';
import { addToCartFailureOf } from './add-to-cart-failure-of.ts';
import { Lightbox } from './lightbox.tsx';
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
  /** The product's additional-fields form (drawn by the theme, hidden), opened in a lightbox before adding. */
  additionalFields?: AdditionalFieldsForm;
}

/** A product's additional-fields form: its block, and what its valid answers are handed to while the lightbox is open. */
export interface AdditionalFieldsForm {
  node: HTMLElement;
  title: string;
  submit: ((values: FormValues) => Promise<string | null>) | null;
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
export function AddToCartButton({
  itemId,
  label,
  block,
  soldOut = false,
  subscription = false,
  express = false,
  additionalFields,
}: AddToCartButtonProps) {
  const { phase, error, run, clearError } = useAddToCartState();
  const [selection, setSelection] = useState<PickerState<BlockVariant>>(() => block.state());
  const [asking, setAsking] = useState(false);

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

  type Outcome = { ok: true } | { ok: false; message: string };
  type Checked = { ok: true; sku: string; quantity: number; giftFields?: string } | { ok: false; message: string };

  /** What the shopper chose, checked as the server will check it, before anything is sent. */
  const check = (): Checked => {
    // Without cookies the cart the server makes could never be found again (SPEC section 8).
    if (!navigator.cookieEnabled) return { ok: false, message: ADD_TO_CART_MESSAGES.enableCookies };
    const state = block.state();
    if (state.refusal || !state.variant) return { ok: false, message: state.refusal ?? VARIANT_MESSAGES.unavailable };
    const quantity = quantityOf(block);
    if (!quantity.ok) return { ok: false, message: quantity.message };
    if (exceedsStock(block.productType, state.variant, quantity.quantity))
      return { ok: false, message: VARIANT_MESSAGES.notEnoughStock };
    const gift = giftCardFields(block);
    if (!gift.ok) return gift;
    return { ok: true, sku: state.variant.sku, quantity: quantity.quantity, giftFields: gift.additionalFields };
  };

  /** Sends the checked choice (with the additional-fields answers, when the product asks for them). */
  const send = async (chosen: Extract<Checked, { ok: true }>, answers?: string): Promise<Outcome> => {
    const additionalFields = answers ?? chosen.giftFields;
    if (subscription) {
      const made = await requestSubscriptionCart({
        itemId,
        sku: chosen.sku,
        qty: chosen.quantity,
        ...(additionalFields ? { additionalFields } : {}),
      });
      if (!made.ok) return made;
      // The subscription page: checkout for the subscription cart the token names.
      location.assign(`/checkout?cartToken=${encodeURIComponent(made.cartToken)}`);
      return { ok: true };
    }
    const data = await graphqlRequest(AddToCartDocument, {
      input: { itemId, sku: chosen.sku, quantity: chosen.quantity, additionalFields, isExpress: express },
    });
    const cart = data.addToCart.shoppingCart;
    // The express cart is not the one the pill counts.
    if (cart && !express) cartStore.set(cart);
    const payload = data.addToCart;
    const [first] = payload.userErrors ?? [];
    if (first) return { ok: false, message: first.message };
    if (!payload.shoppingCart) return { ok: false, message: ADD_TO_CART_MESSAGES.unreadable };
    // For the page script (packages/tracking ADD_TO_CART_SIGNAL, written out: importing it would
    // share a chunk between the islands and the page script): it records the add if it may.
    window.dispatchEvent(
      new CustomEvent('atelier:added-to-cart', { detail: { itemId, sku: chosen.sku, quantity: chosen.quantity } }),
    );
    if (express) location.assign('/checkout?express=1');
    return { ok: true };
  };

  const closeLightbox = useCallback(() => {
    if (additionalFields) additionalFields.submit = null;
    setAsking(false);
  }, [additionalFields]);

  const onActivate = () => {
    if (!additionalFields) {
      return run(async () => {
        const chosen = check();
        return chosen.ok ? send(chosen) : chosen;
      });
    }
    const chosen = check();
    if (!chosen.ok) return run(async () => chosen);
    // The product's form first, in a lightbox; its answers go with the item. A refusal is said in the form.
    additionalFields.submit = async (values) => {
      let outcome: Outcome;
      try {
        outcome = await send(chosen, JSON.stringify(values));
      } catch (error) {
        outcome = { ok: false, message: addToCartFailureMessage(addToCartFailureOf(error)) };
      }
      if (!outcome.ok) return outcome.message;
      setAsking(false);
      void run(async () => ({ ok: true }));
      return null;
    };
    setAsking(true);
  };

  const variantSoldOut = selection.status === 'selected' && selection.soldOut;
  // Sold out, the add button already says so: the express one steps aside.
  if ((soldOut || variantSoldOut) && express) return null;
  if (soldOut || variantSoldOut) {
    return (
      <div
        className="sqs-add-to-cart-button sqs-button-element--primary is-sold-out"
        role="button"
        aria-disabled="true"
        data-item-id={itemId}
        data-state="sold-out"
      >
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
        <div className={express ? 'express-checkout-button-inner' : 'sqs-add-to-cart-button-inner'}>
          {LABELS[phase] ?? label}
        </div>
      </div>
      {error && (
        <div className="add-to-cart-error" role="alert">
          <strong>{addToCartTitle({ giftCard: block.productType === 'GIFT_CARD', express })}</strong>
          <span>{error}</span>
        </div>
      )}
      {asking && additionalFields && (
        <Lightbox label={additionalFields.title} node={additionalFields.node} onClose={closeLightbox} />
      )}
    </>
  );
}
