import type { EntityManager } from '@mikro-orm/postgresql';
import { checkAdditionalFields, checkQuantity, quantityAllowance, SUBSCRIBABLE_TYPES } from '@atelier/commerce';
import type { Outcome } from '@atelier/platform';

import { hashToken, newId, newOpaqueToken } from '@atelier/platform';
import { CartEntry } from '../../entities/cart-entry.ts';
import { ShoppingCart } from '../../entities/shopping-cart.ts';
import { cartTotals } from '../../domain/cart/cart-totals.ts';
import { MAX_CART_ENTRIES } from '../../domain/cart/cart-policy.ts';
import { checkEntryAnswers, giftCardRecipientOf } from '../../domain/cart/entry-answers.ts';
import { planAddition } from '../../domain/cart/plan-addition.ts';
import type { CartLimits } from './cart-limits.ts';
import {
  deleteEntries,
  entriesAndStock,
  insertCart,
  lockCartByToken,
  saveEntry,
  updateCartTotals,
} from './cart-rows.ts';
import type { CatalogPort } from '../../ports/catalog-port.ts';
import { refuse, type CartUserError } from '../../errors.ts';

export interface AddToCartCommand {
  itemId: string;
  sku?: string | null;
  /** Left out: 1. */
  quantity?: number | null;
  additionalFields?: string | null;
  isExpress?: boolean | null;
  /** A subscription: the item goes into a new cart of its own, found again only by the token issued. */
  subscription?: boolean;
}

export interface AddToCartDeps {
  em: EntityManager;
  catalog: CatalogPort;
  limits: CartLimits;
  /** Who asks (the client's address), for the per-client limits. */
  client: string;
}

export interface Addition {
  cart: ShoppingCart;
  entry: CartEntry;
  entries: CartEntry[];
  /** The new cart's token, when the add made a cart. */
  issuedToken: string | null;
}

export type AddToCartResult = Outcome<Addition, CartUserError['code']>;

/**
 * Adds an item to the visitor's cart (or, for express checkout, to a cart of its own, found again
 * by the express cookie and holding only what the latest express click buys). `cartToken` is the
 * token of the cart the add is for: the express one for an express add. The cart row
 * is locked for the whole change, so concurrent adds to one cart are serialised and the stock check
 * always sees what the cart already holds. A refused add changes nothing, not even by creating a cart.
 */
export async function addToCart(
  deps: AddToCartDeps,
  cartToken: string | undefined,
  command: AddToCartCommand,
): Promise<AddToCartResult> {
  const quantity = checkQuantity(command.quantity);
  if (!quantity.ok) return refuse(quantity.code, ['input', 'quantity']);
  const fields = checkAdditionalFields(command.additionalFields);
  if (!fields.ok) return refuse(fields.code, ['input', 'additionalFields'], fields);
  if (!(await deps.limits.adds.consume(deps.client)).allowed) return refuse('RATE_LIMITED');

  const lookup = await deps.catalog.findOffer(command.itemId, command.sku, { withForm: true });
  if (lookup.status === 'unavailable') return refuse('SERVICE_UNAVAILABLE');
  if (lookup.status === 'missing') return refuse('ITEM_NOT_FOUND', ['input', 'itemId'], { of: 'item' });
  const { offer } = lookup;
  const variant = offer.variant;
  if (!variant) return refuse('VARIANT_UNAVAILABLE', ['input', 'sku']);
  // A subscription product is bought only as a subscription, and only those products are.
  if (offer.subscriptionPlan && !command.subscription) return refuse('SUBSCRIPTION_ONLY', ['input', 'itemId']);
  if (command.subscription && (!offer.subscriptionPlan || !SUBSCRIBABLE_TYPES.includes(offer.productType))) {
    return refuse('NOT_SUBSCRIBABLE', ['input', 'itemId']);
  }

  return deps.em.transactional(async (tx) => {
    // A cart of another site (its cookie sent to this site's host) is not this visitor's cart here.
    // An express add finds the express cart again by its own cookie, so repeated clicks use one cart.
    const existingCart =
      !cartToken || command.subscription
        ? null
        : await lockCartByToken(tx, {
            tokenHash: hashToken(cartToken),
            websiteId: offer.websiteId,
            isExpress: Boolean(command.isExpress),
          });
    if (existingCart && existingCart.currency !== variant.currency) {
      return refuse('CURRENCY_MISMATCH', ['input', 'itemId']);
    }
    // Read after the lock: a concurrent add to this cart has committed its entry by now.
    const read = await entriesAndStock(tx, existingCart?.id ?? null, variant.id);
    const allowance = quantityAllowance(offer.productType, read.stock, offer);
    let entries = read.entries;
    const existingEntry = entries.find((e) => e.itemId === offer.itemId && e.sku === variant.sku) ?? null;
    // Express is "buy this now": the cart holds what this click buys, not what earlier clicks left.
    // The entry of the same item and variant is kept and set anew; the rest go, once the add is sure
    // to be made.
    const stale = command.isExpress ? entries.filter((e) => e !== existingEntry) : [];
    if (command.isExpress) entries = existingEntry ? [existingEntry] : [];
    // What this add starts from: an express click replaces what its cart held, an ordinary add adds to it.
    const startingQuantity = command.isExpress ? 0 : (existingEntry?.quantity ?? 0);
    if (!existingEntry && entries.length >= MAX_CART_ENTRIES) {
      return refuse('CART_FULL', ['input', 'itemId'], { max: MAX_CART_ENTRIES });
    }
    // The product's own form: a new entry must answer it, and new answers must hold.
    let answers = fields.value;
    // A new entry, or an express click (a purchase of its own), must answer the form anew.
    const answersNeeded = !existingEntry || Boolean(command.isExpress);
    if (offer.additionalFieldsForm && (answers !== null || answersNeeded)) {
      const checked = checkEntryAnswers(offer.additionalFieldsForm, answers);
      if (!checked.ok) return checked;
      answers = checked.value;
    }
    // A gift card's recipient, as the gift card page checks it: the code is mailed there.
    if (offer.productType === 'GIFT_CARD' && answers !== null) {
      const recipient = giftCardRecipientOf(answers);
      if (!recipient.ok)
        return refuse('INVALID_ADDITIONAL_FIELDS', ['input', 'additionalFields', recipient.field], recipient);
      answers = recipient.additionalFields;
    }
    const plan = planAddition(startingQuantity, quantity.quantity, allowance);
    if (!plan.ok) return plan;

    await deleteEntries(
      tx,
      stale.map((e) => e.id),
    );
    let issuedToken: string | null = null;
    let cart = existingCart;
    if (!cart) {
      if (!(await deps.limits.newCarts.consume(deps.client)).allowed) return refuse('RATE_LIMITED');
      issuedToken = newOpaqueToken();
      cart = Object.assign(new ShoppingCart(), {
        id: newId('cart'),
        tokenHash: hashToken(issuedToken),
        websiteId: offer.websiteId,
        currency: variant.currency,
        isExpress: Boolean(command.isExpress),
        subscriptionPlan: command.subscription ? offer.subscriptionPlan : null,
      });
    }
    const entry =
      existingEntry ??
      Object.assign(new CartEntry(), {
        id: newId('entry'),
        cartId: cart.id,
        itemId: offer.itemId,
        variantId: variant.id,
        sku: variant.sku,
        productType: offer.productType,
      });
    entry.quantity = plan.value;
    entry.unitPriceCents = variant.unitPriceCents;
    entry.weightGrams = variant.weightGrams;
    entry.attributes = variant.attributes;
    if (answers !== null || command.isExpress) entry.additionalFields = answers;

    const all = existingEntry ? entries : [...entries, entry];
    Object.assign(cart, cartTotals(all), { updatedAt: new Date() });
    // The cart's row first: its entries refer to it.
    if (existingCart) await updateCartTotals(tx, cart.id, cartTotals(all), cart.updatedAt);
    else await insertCart(tx, cart);
    await saveEntry(tx, entry, !existingEntry);
    return { ok: true as const, value: { cart, entry, entries: all, issuedToken } };
  });
}
