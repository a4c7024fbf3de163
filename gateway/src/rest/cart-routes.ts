import { Router, type Request } from 'express';
import { checkQuantity, COMMERCE_ERRORS } from '@atelier/commerce';
import { executeOperation } from './execute.ts';
import { sendError } from './errors.ts';
import { legacyCart, legacyEmptyCart, legacyEntry } from './legacy-cart.ts';
import type { RestOptions } from './api-router.ts';
import { statusOfUserError } from '@atelier/platform';
import {
  RestAddToCartDocument,
  RestCreateSubscriptionCartDocument,
  RestInventoryStockDocument,
  RestShoppingCartDocument,
  RestUpdateEntryAdditionalFieldsDocument,
} from './generated/operations.ts';

const ITEM_ID_REQUIRED = 'itemId is required.';

const itemIdOf = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * Legacy embeds send additionalFields as a JSON string or as the object itself; either way the cart
 * receives JSON text, and the cart's rule (packages/commerce) decides whether it is acceptable
 * (a number, say, arrives as the text "42" and is refused there).
 */
const additionalFieldsText = (value: unknown) =>
  value === undefined || value === null ? null : typeof value === 'string' ? value : JSON.stringify(value);

/** /api/commerce/... and /api/3/commerce/...: the cart and stock paths of SPEC section 7, each one GraphQL operation. */
export function commerceRoutes({ server, contextFor }: RestOptions): Router {
  const router = Router();

  router.post('/commerce/shopping-cart/entries', async (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const itemId = itemIdOf(body.itemId);
    if (!itemId) return sendError(res, 400, 'ITEM_ID_REQUIRED', ITEM_ID_REQUIRED);
    if (body.sku !== undefined && body.sku !== null && typeof body.sku !== 'string')
      return sendError(res, 400, 'INVALID_SKU', 'sku must be a string.');
    const quantity = checkQuantity(body.quantity);
    if (!quantity.ok) return sendError(res, 400, quantity.code, quantity.message);

    const data = await executeOperation(
      server,
      RestAddToCartDocument,
      {
        input: {
          itemId,
          sku: (body.sku as string | null | undefined) || null,
          quantity: quantity.quantity,
          additionalFields: additionalFieldsText(body.additionalFields),
          isExpress: isTrue(req.query.isExpress),
        },
      },
      await contextFor(req, res),
    );
    const { shoppingCart, newlyAdded, userErrors } = data.addToCart;
    const [first] = userErrors;
    if (first)
      return sendError(res, statusOfUserError(first.code), first.code, first.message, {
        field: first.field?.at(-1) ?? null,
      });
    if (!shoppingCart || !newlyAdded) throw new Error('addToCart returned neither a cart nor errors');
    res.json({ shoppingCart: legacyCart(shoppingCart), newlyAdded: legacyEntry(newlyAdded) });
  });

  router.put('/commerce/shopping-cart/entries/:entryId/additionalFields', async (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const itemId = itemIdOf(body.itemId);
    if (!itemId) return sendError(res, 400, 'ITEM_ID_REQUIRED', ITEM_ID_REQUIRED);
    if (body.sku !== undefined && body.sku !== null && typeof body.sku !== 'string')
      return sendError(res, 400, 'INVALID_SKU', 'sku must be a string.');
    const input = {
      entryId: req.params.entryId,
      itemId,
      sku: (body.sku as string | null | undefined) || null,
      additionalFields: additionalFieldsText(body.additionalFields),
    };
    const data = await executeOperation(
      server,
      RestUpdateEntryAdditionalFieldsDocument,
      { input },
      await contextFor(req, res),
    );
    const { shoppingCart, updatedEntry, userErrors } = data.updateCartEntryAdditionalFields;
    const [first] = userErrors;
    if (first)
      return sendError(res, statusOfUserError(first.code), first.code, first.message, {
        field: first.field?.at(-1) ?? null,
      });
    if (!shoppingCart || !updatedEntry)
      throw new Error('updateCartEntryAdditionalFields returned neither a cart nor errors');
    res.json({ shoppingCart: legacyCart(shoppingCart), updatedEntry: legacyEntry(updatedEntry) });
  });

  // The subscribe button's path: a cart of its own for one subscription product, named by the token answered.
  router.post('/3/commerce/cart/subscription', async (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const itemId = itemIdOf(body.itemId);
    if (!itemId) return sendError(res, 400, 'ITEM_ID_REQUIRED', ITEM_ID_REQUIRED);
    if (body.sku !== undefined && body.sku !== null && typeof body.sku !== 'string')
      return sendError(res, 400, 'INVALID_SKU', 'sku must be a string.');
    const quantity = checkQuantity(body.qty);
    if (!quantity.ok) return sendError(res, 400, quantity.code, quantity.message);
    const input = {
      itemId,
      sku: (body.sku as string | null | undefined) || null,
      quantity: quantity.quantity,
      additionalFields: additionalFieldsText(body.additionalFields),
    };
    const data = await executeOperation(
      server,
      RestCreateSubscriptionCartDocument,
      { input },
      await contextFor(req, res),
    );
    const { cartToken, userErrors } = data.createSubscriptionCart;
    const [first] = userErrors;
    if (first)
      return sendError(res, statusOfUserError(first.code), first.code, first.message, {
        field: first.field?.at(-1) ?? null,
      });
    if (!cartToken) throw new Error('createSubscriptionCart returned neither a token nor errors');
    res.json({ cartToken });
  });

  router.get('/commerce/shopping-cart', async (req, res) => {
    const data = await executeOperation(server, RestShoppingCartDocument, {}, await contextFor(req, res));
    res.json(data.shoppingCart ? legacyCart(data.shoppingCart) : legacyEmptyCart());
  });

  router.get(['/commerce/inventory/stock', '/commerce/inventory/stock/'], async (req: Request, res) => {
    const itemId = itemIdOf(req.query.itemId);
    if (!itemId) return sendError(res, 400, 'ITEM_ID_REQUIRED', ITEM_ID_REQUIRED);
    const data = await executeOperation(server, RestInventoryStockDocument, { itemId }, await contextFor(req, res));
    const { code, message } = COMMERCE_ERRORS.itemNotFound;
    if (!data.product) return sendError(res, statusOfUserError(code), code, message);
    res.json({
      results: data.product.variants.map((v) => ({
        itemId,
        variantId: v.id,
        sku: v.sku,
        unlimited: v.unlimited,
        qtyInStock: v.qtyInStock,
      })),
    });
  });

  return router;
}

function isTrue(value: unknown): boolean {
  return value === 'true' || value === '1';
}
