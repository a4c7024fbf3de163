import { COOKIES } from '@atelier/platform';
import { toDecimalString } from '@atelier/commerce';
import { addToCart } from './services/add-to-cart.ts';
import { findCartByToken } from './services/find-cart.ts';
import type { Resolvers } from './generated/resolvers-types.ts';

/** A cart cookie outlives a browser session: 30 days. */
const CART_COOKIE_MAX_AGE = 30 * 24 * 60 * 60;

export const resolvers: Resolvers = {
  Query: {
    shoppingCart: (_, __, ctx) => findCartByToken(ctx.em, ctx.cartToken),
  },
  Mutation: {
    addToCart: async (_, { input }, ctx) => {
      const result = await addToCart(ctx.em, ctx.catalog, ctx.cartToken, input);
      if (!result.ok) return { shoppingCart: null, newlyAdded: null, userErrors: result.errors };
      if (result.issuedToken) {
        // Later mutations of the same operation add to this cart, not to yet another new one.
        if (!input.isExpress) ctx.cartToken = result.issuedToken;
        ctx.setCookie({
          name: input.isExpress ? COOKIES.expressCart : COOKIES.cart,
          value: result.issuedToken,
          maxAgeSeconds: CART_COOKIE_MAX_AGE,
        });
      }
      return { shoppingCart: result.cart, newlyAdded: result.entry, userErrors: [] };
    },
  },
  ShoppingCart: {
    created: (cart) => cart.createdAt.toISOString(),
    entries: (cart, _, ctx) => ctx.loaders.entriesOfCart.load(cart.id),
    subtotalAmount: (cart) => ({ value: toDecimalString(cart.subtotalCents, cart.currency), currency: cart.currency }),
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
