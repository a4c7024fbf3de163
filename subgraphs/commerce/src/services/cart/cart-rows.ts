import type { EntityManager } from '@mikro-orm/postgresql';
import { inJsonList } from '@atelier/platform';
import { CartEntry } from '../../entities/cart-entry.ts';
import { ShoppingCart } from '../../entities/shopping-cart.ts';
import type { CartTotals } from '../../domain/cart/cart-totals.ts';

/**
 * The rows an add to the cart reads and writes, in plain parameterised SQL, one statement per
 * purpose, run by the caller's transaction (`tx.execute`). An add is the hottest write: the ORM's
 * unit of work (change sets, hydration, the identity map) cost more of its CPU than the SQL it
 * sent, for rows whose every change this file can name. What it answers are the entities' classes
 * filled from the rows, for the resolvers; the ORM does not manage them.
 */

const CART_COLUMNS = `id, token_hash, website_id, currency, order_id, is_express, is_purchased, total_quantity,
  subtotal_cents, tax_cents, shipping_cost_cents, discount_cents, grand_total_cents, has_digital, purely_digital,
  requires_shipping, shipping_location, selected_shipping_id, coupon_codes, gift_card_ids, subscription_plan,
  created_at, updated_at`;

interface CartRow {
  id: string;
  token_hash: string;
  website_id: string;
  currency: string;
  order_id: string | null;
  is_express: boolean;
  is_purchased: boolean;
  total_quantity: number;
  // bigint columns come as text
  subtotal_cents: string | number;
  tax_cents: string | number;
  shipping_cost_cents: string | number;
  discount_cents: string | number;
  grand_total_cents: string | number;
  has_digital: boolean;
  purely_digital: boolean;
  requires_shipping: boolean;
  shipping_location: ShoppingCart['shippingLocation'];
  selected_shipping_id: string | null;
  coupon_codes: string[];
  gift_card_ids: string[];
  subscription_plan: ShoppingCart['subscriptionPlan'];
  // The ORM's driver gives timestamps as text.
  created_at: string;
  updated_at: string;
}

interface EntryRow {
  id: string;
  cart_id: string;
  item_id: string;
  variant_id: string;
  sku: string;
  attributes: CartEntry['attributes'];
  product_type: CartEntry['productType'];
  quantity: number;
  unit_price_cents: number;
  weight_grams: number;
  additional_fields: string | null;
  // As JSON: a timestamp's text.
  created_at: string;
}

const cartOf = (row: CartRow): ShoppingCart =>
  Object.assign(new ShoppingCart(), {
    id: row.id,
    tokenHash: row.token_hash,
    websiteId: row.website_id,
    currency: row.currency,
    orderId: row.order_id,
    isExpress: row.is_express,
    isPurchased: row.is_purchased,
    totalQuantity: row.total_quantity,
    subtotalCents: Number(row.subtotal_cents),
    taxCents: Number(row.tax_cents),
    shippingCostCents: Number(row.shipping_cost_cents),
    discountCents: Number(row.discount_cents),
    grandTotalCents: Number(row.grand_total_cents),
    hasDigital: row.has_digital,
    purelyDigital: row.purely_digital,
    requiresShipping: row.requires_shipping,
    shippingLocation: row.shipping_location,
    selectedShippingId: row.selected_shipping_id,
    couponCodes: row.coupon_codes,
    giftCardIds: row.gift_card_ids,
    subscriptionPlan: row.subscription_plan,
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
  });

const entryOf = (row: EntryRow): CartEntry =>
  Object.assign(new CartEntry(), {
    id: row.id,
    cartId: row.cart_id,
    itemId: row.item_id,
    variantId: row.variant_id,
    sku: row.sku,
    attributes: row.attributes,
    productType: row.product_type,
    quantity: row.quantity,
    unitPriceCents: row.unit_price_cents,
    weightGrams: row.weight_grams,
    additionalFields: row.additional_fields,
    createdAt: new Date(row.created_at),
  });

/** The visitor's unbought cart of this site and kind, locked for the rest of the transaction; null when none. */
export async function lockCartByToken(
  tx: EntityManager,
  where: { tokenHash: string; websiteId: string; isExpress: boolean },
): Promise<ShoppingCart | null> {
  const [row] = await tx.execute<CartRow[]>(
    `select ${CART_COLUMNS} from cart.shopping_cart
      where token_hash = ? and is_purchased = false and website_id = ? and is_express = ? limit 1 for update`,
    [where.tokenHash, where.websiteId, where.isExpress],
  );
  return row ? cartOf(row) : null;
}

/** What an add decides with, read after the cart's lock: the cart's entries in the order added, and the variant's stock (null: no row). */
export async function entriesAndStock(
  tx: EntityManager,
  cartId: string | null,
  variantId: string,
): Promise<{ entries: CartEntry[]; stock: { qtyInStock: number; unlimited: boolean } | null }> {
  const [row] = await tx.execute<{ entries: EntryRow[]; qty_in_stock: number | null; unlimited: boolean | null }[]>(
    `select
      coalesce((select json_agg(e order by e.created_at, e.id) from cart.cart_entry e where e.cart_id = ?), '[]') as entries,
      s.qty_in_stock, s.unlimited
    from (select 1) one left join cart.stock_level s on s.variant_id = ?`,
    [cartId, variantId],
  );
  return {
    entries: row!.entries.map(entryOf),
    stock: row!.qty_in_stock === null ? null : { qtyInStock: row!.qty_in_stock, unlimited: Boolean(row!.unlimited) },
  };
}

/** Removes entries of a cart by id (an express cart's earlier click). */
export async function deleteEntries(tx: EntityManager, ids: readonly string[]): Promise<void> {
  if (ids.length)
    await tx.execute(`delete from cart.cart_entry where ${inJsonList('id')}`, [JSON.stringify(ids)], 'run');
}

/** Writes a new cart, its totals as given. */
export async function insertCart(tx: EntityManager, cart: ShoppingCart): Promise<void> {
  await tx.execute(
    `insert into cart.shopping_cart (id, token_hash, website_id, currency, is_express, is_purchased, total_quantity,
      subtotal_cents, tax_cents, shipping_cost_cents, discount_cents, grand_total_cents, has_digital, purely_digital,
      requires_shipping, coupon_codes, gift_card_ids, subscription_plan, created_at, updated_at)
     values (?, ?, ?, ?, ?, false, ?, ?, 0, 0, 0, ?, ?, ?, ?, '[]', '[]', ?, ?, ?)`,
    [
      cart.id,
      cart.tokenHash,
      cart.websiteId,
      cart.currency,
      cart.isExpress,
      cart.totalQuantity,
      cart.subtotalCents,
      cart.grandTotalCents,
      cart.hasDigital,
      cart.purelyDigital,
      cart.requiresShipping,
      cart.subscriptionPlan === null ? null : JSON.stringify(cart.subscriptionPlan),
      cart.createdAt,
      cart.updatedAt,
    ],
    'run',
  );
}

/** Writes a cart's totals anew (an add changed its entries). */
export async function updateCartTotals(
  tx: EntityManager,
  cartId: string,
  totals: CartTotals,
  updatedAt: Date,
): Promise<void> {
  await tx.execute(
    `update cart.shopping_cart set total_quantity = ?, subtotal_cents = ?, grand_total_cents = ?, has_digital = ?,
      purely_digital = ?, requires_shipping = ?, updated_at = ? where id = ?`,
    [
      totals.totalQuantity,
      totals.subtotalCents,
      totals.grandTotalCents,
      totals.hasDigital,
      totals.purelyDigital,
      totals.requiresShipping,
      updatedAt,
      cartId,
    ],
    'run',
  );
}

/** Writes a new entry, or an existing one's quantity, price, weight, options and answers. */
export async function saveEntry(tx: EntityManager, entry: CartEntry, isNew: boolean): Promise<void> {
  const changed = [
    entry.quantity,
    entry.unitPriceCents,
    entry.weightGrams,
    JSON.stringify(entry.attributes),
    entry.additionalFields,
  ];
  if (isNew)
    await tx.execute(
      `insert into cart.cart_entry (id, cart_id, item_id, variant_id, sku, product_type, created_at, quantity,
        unit_price_cents, weight_grams, attributes, additional_fields) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [
        entry.id,
        entry.cartId,
        entry.itemId,
        entry.variantId,
        entry.sku,
        entry.productType,
        entry.createdAt,
        ...changed,
      ],
      'run',
    );
  else
    await tx.execute(
      `update cart.cart_entry set quantity = ?, unit_price_cents = ?, weight_grams = ?, attributes = ?,
        additional_fields = ? where id = ?`,
      [...changed, entry.id],
      'run',
    );
}
