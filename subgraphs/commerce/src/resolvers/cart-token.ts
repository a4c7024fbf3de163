import type { Context } from '../context.ts';

/** The cart a call is about: a subscription cart named by its token, else the express or the visitor's cart by cookie. */
export function cartTokenOf(
  ctx: Context,
  express: boolean | null | undefined,
  cartToken: string | null | undefined,
): string | undefined {
  if (cartToken) return cartToken;
  return express ? ctx.expressCartToken : ctx.cartToken;
}
