import { LockMode, type EntityManager } from '@mikro-orm/postgresql';
import { checkQuantity, quantityAllowance, VARIANT_MESSAGES } from '@atelier/commerce';
import { hashToken, newId, newOpaqueToken } from '@atelier/platform';
import { CartEntry } from '../entities/cart-entry.ts';
import { ShoppingCart } from '../entities/shopping-cart.ts';
import { StockLevel } from '../entities/stock-level.ts';
import { cartTotals } from '../domain/cart-totals.ts';
import { planAddition } from '../domain/plan-addition.ts';
import type { CatalogPort } from './catalog-port.ts';
import { userError, type UserError } from './user-error.ts';

const itemNotFound = () => userError(['input', 'itemId'], 'ITEM_NOT_FOUND', 'The item you tried to add does not exist.');

export interface AddToCartCommand {
  itemId: string;
  sku?: string | null;
  /** Left out: 1. */
  quantity?: number | null;
  additionalFields?: string | null;
  isExpress?: boolean | null;
}

export type AddToCartResult =
  | { ok: true; cart: ShoppingCart; entry: CartEntry; issuedToken: string | null }
  | { ok: false; errors: UserError[] };

/**
 * Adds an item to the visitor's cart (or, for express checkout, to a cart of its own). The cart row
 * is locked for the whole change, so concurrent adds to one cart are serialised and the stock check
 * always sees what the cart already holds. A refused add changes nothing, not even by creating a cart.
 */
export async function addToCart(
  em: EntityManager,
  catalog: CatalogPort,
  cartToken: string | undefined,
  command: AddToCartCommand,
): Promise<AddToCartResult> {
  const quantity = checkQuantity(command.quantity);
  if (!quantity.ok) return { ok: false, errors: [userError(['input', 'quantity'], quantity.code, quantity.message)] };
  if (command.additionalFields != null && !isJsonText(command.additionalFields)) {
    return { ok: false, errors: [userError(['input', 'additionalFields'], 'INVALID_ADDITIONAL_FIELDS', 'Additional fields must be a JSON string.')] };
  }

  const offer = await catalog.findOffer(command.itemId, command.sku);
  if (!offer) return { ok: false, errors: [itemNotFound()] };
  const variant = offer.variant;
  if (!variant) return { ok: false, errors: [userError(['input', 'sku'], 'VARIANT_UNAVAILABLE', VARIANT_MESSAGES.unavailable)] };

  return em.transactional(async (tx) => {
    const existingCart =
      command.isExpress || !cartToken
        ? null
        : await tx.findOne(ShoppingCart, { tokenHash: hashToken(cartToken), isPurchased: false }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (existingCart && existingCart.websiteId !== offer.websiteId) {
      return { ok: false as const, errors: [itemNotFound()] };
    }
    if (existingCart && existingCart.currency !== variant.currency) {
      return { ok: false as const, errors: [userError(['input', 'itemId'], 'CURRENCY_MISMATCH', 'This item is priced in another currency than your cart.')] };
    }
    const stock = await tx.findOne(StockLevel, { variantId: variant.id });
    const allowance = quantityAllowance(offer.productType, stock, offer);
    const entries = existingCart ? await tx.find(CartEntry, { cartId: existingCart.id }) : [];
    const existingEntry = entries.find((e) => e.itemId === offer.itemId && e.sku === variant.sku) ?? null;
    const plan = planAddition(existingEntry?.quantity ?? 0, quantity.quantity, allowance);
    if (!plan.ok) return { ok: false as const, errors: [userError(['input', 'quantity'], plan.code, plan.message)] };

    let issuedToken: string | null = null;
    let cart = existingCart;
    if (!cart) {
      issuedToken = newOpaqueToken();
      cart = tx.create(ShoppingCart, {
        id: newId('cart'),
        tokenHash: hashToken(issuedToken),
        websiteId: offer.websiteId,
        currency: variant.currency,
        isExpress: Boolean(command.isExpress),
      });
    }
    const entry =
      existingEntry ??
      tx.create(CartEntry, {
        id: newId('entry'),
        cartId: cart.id,
        itemId: offer.itemId,
        variantId: variant.id,
        sku: variant.sku,
        productType: offer.productType,
        quantity: plan.newQuantity,
        unitPriceCents: variant.unitPriceCents,
      });
    entry.quantity = plan.newQuantity;
    entry.unitPriceCents = variant.unitPriceCents;
    entry.attributes = variant.attributes;
    if (command.additionalFields != null) entry.additionalFields = command.additionalFields;

    Object.assign(cart, cartTotals(existingEntry ? entries : [...entries, entry]), { updatedAt: new Date() });
    return { ok: true as const, cart, entry, issuedToken };
  });
}

function isJsonText(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}
