import type { Request, Response } from 'express';
import { crumbIsValid, statusOfUserError } from '@atelier/platform';
import { AddToCartDocument } from '../../graphql/generated/storefront.ts';
import { crumbRefusalMessage } from '../crumb.ts';
import { checkChoice, postedChoice, refusalOf } from './add-to-cart-choice.ts';
import { productPageData, sendProductPage, type StorefrontOptions } from './storefront-pages.ts';

/**
 * The add-to-cart form of a product page (`add-to-cart-btn` without scripts) posts here, to the
 * product's own address: checked as the island checks (crumb, variant, quantity), then the same
 * addToCart mutation, then 303 to the cart. A refusal is the product page again, saying why beside
 * the button with the choices kept, at the refusal's status; nothing is added.
 */
export async function addToCartPost(options: StorefrontOptions, req: Request, res: Response) {
  const data = await productPageData(options, req, res);
  const product = data.website?.collection?.product;
  if (!product || data.website?.collection?.locked) return sendProductPage(options, req, res, data);
  // Only the product's own ids reach the mutation: what was typed is compared and checked, never sent on.
  const posted = postedChoice(product, (req.body ?? {}) as Record<string, unknown>);
  const refuse = (status: number, message: string) =>
    sendProductPage(options, req, res, data, { status, refusal: refusalOf(product, posted, message) });
  if (!crumbIsValid(options.crumbs, req, 'form')) return refuse(403, crumbRefusalMessage(req));
  const choice = checkChoice(product, posted);
  if (!choice.ok) return refuse(choice.status, choice.message);
  const { addToCart } = await options.execute(
    AddToCartDocument,
    { input: { itemId: product.id, sku: choice.sku, quantity: choice.quantity } },
    req,
    res,
  );
  const [refusal] = addToCart.userErrors;
  if (refusal) return refuse(statusOfUserError(refusal.code), refusal.message);
  if (!addToCart.shoppingCart) throw new Error('addToCart answered neither a cart nor userErrors');
  res.redirect(303, '/cart');
}
