import { COOKIES } from '@atelier/platform';
import { moneyOf } from '@atelier/commerce';
import { SafeIntResolver } from 'graphql-scalars';
import { GraphQLError } from 'graphql';
import { CART_COOKIE_DAYS, EXPRESS_CART_HOURS } from './domain/cart-policy.ts';
import { addToCart } from './services/add-to-cart.ts';
import { findCartByToken } from './services/find-cart.ts';
import { setStock } from './services/set-stock.ts';
import { changeEntry, type EntryChange } from './services/change-entry.ts';
import type { Context } from './context.ts';
import type { Resolvers } from './generated/resolvers-types.ts';

export const resolvers: Resolvers = {
  SafeInt: SafeIntResolver,
  Query: {
    shoppingCart: (_, __, ctx) => findCartByToken(ctx.em, ctx.cartToken, ctx.siteId),
    stockedItems: async (_, { itemIds }, ctx) => {
      if (itemIds.length > 20_000) throw new GraphQLError('Ask about at most 20,000 items at once.', { extensions: { code: 'BAD_USER_INPUT' } });
      const rows = await ctx.em.getConnection().execute<{ item_id: string }[]>(
        'select distinct item_id from cart.stock_level where item_id in (select jsonb_array_elements_text(?::jsonb)) and (unlimited or qty_in_stock > 0)',
        [JSON.stringify(itemIds)],
      );
      return rows.map((row) => row.item_id);
    },
  },
  Mutation: {
    addToCart: async (_, { input }, ctx) => {
      const token = input.isExpress ? ctx.expressCartToken : ctx.cartToken;
      const result = await addToCart({ em: ctx.em, catalog: ctx.catalog, limits: ctx.limits, client: ctx.clientAddress }, token, input);
      if (!result.ok) return { shoppingCart: null, newlyAdded: null, userErrors: result.errors };
      // Later fields of the same operation read the cart as it is now, not as the loader first saw it.
      ctx.loaders.entriesOfCart.clear(result.cart.id).prime(result.cart.id, result.entries);
      if (result.issuedToken) {
        // Later mutations of the same operation add to this cart, not to yet another new one.
        if (input.isExpress) ctx.expressCartToken = result.issuedToken;
        else ctx.cartToken = result.issuedToken;
        ctx.setCookie(
          input.isExpress
            ? { name: COOKIES.expressCart, value: result.issuedToken, maxAgeSeconds: EXPRESS_CART_HOURS * 3600 }
            : { name: COOKIES.cart, value: result.issuedToken, maxAgeSeconds: CART_COOKIE_DAYS * 24 * 3600 },
        );
      }
      return { shoppingCart: result.cart, newlyAdded: result.entry, userErrors: [] };
    },
    updateCartEntryQuantity: (_, { input }, ctx) => changeEntryOf(ctx, input.entryId, { kind: 'quantity', quantity: input.quantity }),
    removeCartEntry: (_, { entryId }, ctx) => changeEntryOf(ctx, entryId, { kind: 'remove' }),
    updateCartEntryAdditionalFields: (_, { input }, ctx) =>
      changeEntryOf(ctx, input.entryId, { kind: 'additionalFields', itemId: input.itemId, sku: input.sku, additionalFields: input.additionalFields }),
    setStock: async (_, { input }, ctx) => {
      const result = await setStock({ em: ctx.em, owners: ctx.owners }, ctx, input.map((i) => ({ variantId: i.variantId, qtyInStock: i.qtyInStock, unlimited: i.unlimited ?? false })));
      if (!result.ok) return { variants: [], userErrors: result.errors };
      ctx.loaders.stock.clearAll();
      return { variants: result.variantIds.map((id) => ({ id })), userErrors: [] };
    },
  },
  ShoppingCart: {
    created: (cart) => cart.createdAt.toISOString(),
    entries: (cart, _, ctx) => ctx.loaders.entriesOfCart.load(cart.id),
    subtotalAmount: (cart) => moneyOf(cart.subtotalCents, cart.currency),
  },
  CartEntry: {
    product: (entry) => ({ id: entry.itemId }),
    variant: (entry) => ({ id: entry.variantId }),
    chosenVariant: (entry) => ({ sku: entry.sku, attributes: entry.attributes }),
    lineTotalCents: (entry) => entry.quantity * entry.unitPriceCents,
  },
  Variant: {
    __resolveReference: (ref) => ({ id: ref.id }),
    qtyInStock: async (ref, _, ctx) => (await ctx.loaders.stock.load(ref.id))?.qtyInStock ?? 0,
    unlimited: async (ref, _, ctx) => (await ctx.loaders.stock.load(ref.id))?.unlimited ?? false,
  },
};

/** Runs a change to one entry and shapes its payload; later fields read the cart as it is now. */
async function changeEntryOf(ctx: Context, entryId: string, change: EntryChange) {
  const result = await changeEntry({ em: ctx.em, catalog: ctx.catalog, limits: ctx.limits, client: ctx.clientAddress, siteId: ctx.siteId }, ctx.cartToken, entryId, change);
  if (!result.ok) return { shoppingCart: null, updatedEntry: null, userErrors: result.errors };
  ctx.loaders.entriesOfCart.clear(result.cart.id).prime(result.cart.id, result.entries);
  return { shoppingCart: result.cart, updatedEntry: result.entry, userErrors: [] };
}
