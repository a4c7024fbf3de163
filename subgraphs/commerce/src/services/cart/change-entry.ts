import { LockMode } from '@mikro-orm/postgresql';
import { checkAdditionalFields, checkQuantity, quantityAllowance } from '@atelier/commerce';
import { hashToken, type Outcome } from '@atelier/platform';
import { CartEntry } from '../../entities/cart-entry.ts';
import { ShoppingCart } from '../../entities/shopping-cart.ts';
import { StockLevel } from '../../entities/stock-level.ts';
import { cartTotals } from '../../domain/cart/cart-totals.ts';
import { checkEntryAnswers } from '../../domain/cart/entry-answers.ts';
import { planAddition } from '../../domain/cart/plan-addition.ts';
import type { AddToCartDeps } from './add-to-cart.ts';
import { refuse, type CartUserError } from '../../errors.ts';

/** What a shopper changes of one entry of their cart. */
export type EntryChange =
  | { kind: 'quantity'; quantity: unknown }
  | { kind: 'remove' }
  | {
      kind: 'additionalFields';
      itemId: string;
      sku: string | null | undefined;
      additionalFields: string | null | undefined;
    };

export interface ChangedEntry {
  cart: ShoppingCart;
  /** The entry as changed; null once removed. */
  entry: CartEntry | null;
  entries: CartEntry[];
}

export type EntryChangeResult = Outcome<ChangedEntry, CartUserError['code']>;

const entryNotFound = () => refuse('ENTRY_NOT_FOUND', ['entryId']);

/**
 * Changes one entry of the visitor's cart: its quantity (checked against stock and the store's
 * quantity rule as adding is, and priced anew), its removal, or its additional-fields answers. The
 * cart row is locked for the whole change, so it never races an add; a refused change changes
 * nothing. Only the visitor's own cart, on this site and not yet bought, is found.
 */
export async function changeEntry(
  deps: AddToCartDeps & { siteId: string | undefined },
  cartToken: string | undefined,
  entryId: string,
  change: EntryChange,
): Promise<EntryChangeResult> {
  let quantity = 0;
  if (change.kind === 'quantity') {
    const checked = checkQuantity(change.quantity);
    if (!checked.ok) return refuse(checked.code, ['input', 'quantity']);
    quantity = checked.quantity;
  }
  let answers: string | null = null;
  if (change.kind === 'additionalFields') {
    const fields = checkAdditionalFields(change.additionalFields);
    if (!fields.ok) return refuse(fields.code, ['input', 'additionalFields'], fields);
    answers = fields.value;
  }
  if (!cartToken || !deps.siteId || entryId.length > 100) return entryNotFound();
  if (!(await deps.limits.adds.consume(deps.client)).allowed) return refuse('RATE_LIMITED');

  return deps.em.transactional(async (tx) => {
    const cart = await tx.findOne(
      ShoppingCart,
      { tokenHash: hashToken(cartToken), isPurchased: false, websiteId: deps.siteId },
      { lockMode: LockMode.PESSIMISTIC_WRITE },
    );
    if (!cart) return entryNotFound();
    const entries = await tx.find(CartEntry, { cartId: cart.id }, { orderBy: { createdAt: 'asc', id: 'asc' } });
    const entry = entries.find((e) => e.id === entryId);
    if (!entry) return entryNotFound();

    let remaining = entries;
    if (change.kind === 'remove') {
      tx.remove(entry);
      remaining = entries.filter((e) => e !== entry);
    } else if (change.kind === 'additionalFields') {
      if (change.itemId !== entry.itemId || (change.sku && change.sku !== entry.sku))
        return refuse('ENTRY_MISMATCH', ['input', 'itemId']);
      // New answers are checked against the product's form, as adding checks them.
      const lookup = await deps.catalog.findOffer(entry.itemId, entry.sku, { withForm: true });
      if (lookup.status === 'unavailable') return refuse('SERVICE_UNAVAILABLE');
      const form = lookup.status === 'found' ? lookup.offer.additionalFieldsForm : null;
      if (form) {
        const checked = checkEntryAnswers(form, answers);
        if (!checked.ok) return checked;
        answers = checked.value;
      }
      entry.additionalFields = answers;
    } else {
      // A quantity change checks no answers: the form is not asked for.
      const lookup = await deps.catalog.findOffer(entry.itemId, entry.sku, { withForm: false });
      if (lookup.status === 'unavailable') return refuse('SERVICE_UNAVAILABLE');
      const variant = lookup.status === 'found' ? lookup.offer.variant : null;
      if (lookup.status !== 'found' || !variant) return refuse('ITEM_NOT_FOUND', ['entryId'], { of: 'entry' });
      const stock = await tx.findOne(StockLevel, { variantId: variant.id });
      const plan = planAddition(0, quantity, quantityAllowance(lookup.offer.productType, stock, lookup.offer));
      if (!plan.ok) return plan;
      entry.quantity = plan.value;
      entry.unitPriceCents = variant.unitPriceCents;
      entry.attributes = variant.attributes;
    }
    Object.assign(cart, cartTotals(remaining), { updatedAt: new Date() });
    return { ok: true as const, value: { cart, entry: change.kind === 'remove' ? null : entry, entries: remaining } };
  });
}
