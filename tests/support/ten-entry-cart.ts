import pg from 'pg';
import type { HttpClient } from './http-client.ts';
import { SHIPPING_ADDRESS } from './shipping-address.ts';

/**
 * Ten entries of ten products: two physical (one, the Wool Throw, with an additional-fields form
 * whose answers an order checks), three digital, five gift cards. The bench and the hot-path counts
 * (tests/hot-path-counts.test.ts) place orders of this cart.
 */
export const TEN_ENTRIES = [
  { itemId: 'prod_throw', sku: 'THROW', quantity: 1, additionalFields: { initials: 'AB', thread: 'Ivory' } },
  { itemId: 'prod_beeswax_candle', sku: 'CANDLE-PILLAR', quantity: 2 },
  { itemId: 'prod_field_guide', sku: 'GUIDE-PDF', quantity: 1 },
  { itemId: 'prod_glaze_recipes', sku: 'GLAZE-PDF', quantity: 1 },
  { itemId: 'prod_sharpening_video', sku: 'SHARPEN-VIDEO', quantity: 1 },
  { itemId: 'prod_gift_card', sku: 'GIFT-25', quantity: 1 },
  { itemId: 'prod_gift_card', sku: 'GIFT-50', quantity: 1 },
  { itemId: 'prod_gift_card', sku: 'GIFT-100', quantity: 1 },
  { itemId: 'prod_gift_voucher_class', sku: 'CLASSGIFT-60', quantity: 1 },
  { itemId: 'prod_gift_voucher_class', sku: 'CLASSGIFT-240', quantity: 1 },
] as const;

/** Where the ten entries' physical ones ship. */
export const TEN_ENTRY_ADDRESS = SHIPPING_ADDRESS;

/** Puts the ten entries in the client's cart (through the REST layer) and checks the cart holds them. */
export async function fillTenEntryCart(client: HttpClient): Promise<void> {
  for (const entry of TEN_ENTRIES) {
    const added = await client.api('POST', '/api/commerce/shopping-cart/entries', entry);
    if (added.status !== 200)
      throw new Error(`adding ${entry.sku} answered ${added.status}: ${added.text.slice(0, 500)}`);
  }
  const cart = await client.api('GET', '/api/commerce/shopping-cart');
  const entries = cart.json?.entries;
  if (entries?.length !== TEN_ENTRIES.length)
    throw new Error(`the cart holds ${entries?.length} entries, not ${TEN_ENTRIES.length}: ${cart.text.slice(0, 500)}`);
}

/** Gives the ten entries' physical variants stock enough for every run of the bench on a kept database. */
export async function stockTenEntries(databaseUrl: string): Promise<void> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    await db.query(
      `update cart.stock_level set qty_in_stock = 1000000, unlimited = false where variant_id in ('var_throw', 'var_candle')`,
    );
  } finally {
    await db.end();
  }
}
