import type { Request, Response } from 'express';
import { checkQuantityInput, entryFormIds } from '@atelier/commerce';
import { crumbIsValid, statusOfUserError, unstorableTextIn } from '@atelier/platform';
import { PAGE_TYPES } from '@atelier/site';
import {
  CartEntryFormsDocument,
  RemoveCartEntryDocument,
  ServerCartPageDocument,
  UpdateCartEntryQuantityDocument,
  type CartErrorCode,
  type CartPageCartFragment,
  type CartSummaryFragment,
} from '../../graphql/generated/storefront.ts';
import { crumbRefusalMessage, pageCrumb } from '../crumb.ts';
import { cartViewHtml } from '../render/cart-view.ts';
import { storefrontMoneyFormat } from '../render/money-format-tag.ts';
import { formValue } from './form-body.ts';
import { sendNoSite } from './message-pages.ts';
import { plainPageSeo } from '../seo/page-seo.ts';
import { sendSitePage, type StorefrontOptions } from './storefront-pages.ts';
import { cartVariables } from './visitor-cart.ts';

/** The id of the data block the cart island starts from. */
export const CART_PAGE_DATA = 'atelier-cart-page';

/** What a refused change of the cart says, and the status the page answers with. */
interface Refused {
  status: number;
  lineErrors?: Record<string, string>;
  problem?: string;
}

/** A post the cart's own forms could not have sent (no entry, no known button). */
const UNREADABLE_CHANGE = 'That change could not be read. Please use the buttons of your cart.';

/**
 * The cart page (200): the theme's cart page with the cart drawn on the server (entries, their
 * quantities as forms, the subtotal), and the same cart handed to the cart island, which takes the
 * page over when scripts run without asking again. The pill is hidden here (SPEC section 2).
 */
export async function cartPage(options: StorefrontOptions, req: Request, res: Response, refused?: Refused) {
  const data = await options.execute(ServerCartPageDocument, cartVariables(req), req, res);
  const website = data.website;
  if (!website) return sendNoSite(res);
  const cart = data.shoppingCart;
  const ids = entryFormIds(cart?.entries ?? []);
  const forms = ids.length ? (await options.execute(CartEntryFormsDocument, { ids }, req, res)).forms : [];
  const definitions = new Map(forms.flatMap((form) => (form ? [[form.id, form.definitionJson] as const] : [])));
  const cartHtml = cartViewHtml({
    cart,
    forms: definitions,
    crumb: pageCrumb(res),
    money: storefrontMoneyFormat({ locale: website.locale, storeSettings: website.storeSettings }),
    ...refused,
  });
  await sendSitePage(
    options,
    req,
    res,
    { website, cart: cart ? summaryOf(cart) : null },
    {
      pageType: PAGE_TYPES.SHOW_CART,
      view: 'pages/cart.page',
      json: { cartHtml },
      pageTitle: 'Shopping Cart',
      pageId: 'cart',
      entry: 'cart',
      status: refused?.status,
      seo: plainPageSeo('Shopping Cart', '/cart', true),
      islandData: { [CART_PAGE_DATA]: { shoppingCart: cart ?? null, forms } },
    },
  );
}

/** The cart as the page's frame carries it (the header's indicator): its summary, without the entries. */
function summaryOf({ entries: _entries, ...summary }: CartPageCartFragment): CartSummaryFragment {
  return summary;
}

/**
 * A line's form on the cart page (without scripts): Update sets its quantity, Remove takes it out,
 * through the same mutations as the cart island, then 303 back to the cart. A refusal is the cart
 * page again, saying why under the line (or above the cart), at the refusal's status.
 */
export async function cartPost(options: StorefrontOptions, req: Request, res: Response) {
  const body = (req.body ?? {}) as Record<string, unknown>;
  if (!crumbIsValid(options.crumbs, req, 'form'))
    return cartPage(options, req, res, { status: 403, problem: crumbRefusalMessage(req) });
  const entryId = formValue(body, 'entryId') ?? '';
  const action = formValue(body, 'action');
  // An entry id goes to the mutation as it came: one with a NUL character (which no id holds) is refused here.
  if (!entryId || unstorableTextIn(body) || (action !== 'update' && action !== 'remove'))
    return cartPage(options, req, res, { status: 400, problem: UNREADABLE_CHANGE });
  let refusal: { code: CartErrorCode; message: string } | undefined;
  if (action === 'update') {
    // The quantity rules of SPEC section 5, as the island checks them before sending.
    const quantity = checkQuantityInput(formValue(body, 'quantity') ?? '');
    if (!quantity.ok) return cartPage(options, req, res, { status: 400, lineErrors: { [entryId]: quantity.message } });
    const { updateCartEntryQuantity } = await options.execute(
      UpdateCartEntryQuantityDocument,
      { input: { entryId, quantity: quantity.quantity } },
      req,
      res,
    );
    refusal = updateCartEntryQuantity.userErrors[0];
  } else {
    const { removeCartEntry } = await options.execute(RemoveCartEntryDocument, { entryId }, req, res);
    refusal = removeCartEntry.userErrors[0];
  }
  if (refusal)
    return cartPage(options, req, res, {
      status: statusOfUserError(refusal.code),
      lineErrors: { [entryId]: refusal.message },
    });
  res.redirect(303, '/cart');
}
