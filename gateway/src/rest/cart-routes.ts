import { Router, type Request } from 'express';
import type { ApolloServer } from '@apollo/server';
import { checkQuantity } from '@atelier/commerce';
import { createGatewayContext, type GatewayContext } from '../context.ts';
import { executeOperation } from './execute.ts';
import { sendError } from './errors.ts';
import { legacyCart, legacyEmptyCart, legacyEntry } from './legacy-cart.ts';
import { RestAddToCartDocument, RestInventoryStockDocument, RestShoppingCartDocument } from './generated/operations.ts';

/** userError codes that describe the state of the shop rather than a malformed request. */
const CONFLICT_CODES = new Set(['INSUFFICIENT_STOCK', 'SINGLE_QUANTITY_ONLY', 'CURRENCY_MISMATCH']);

const asOptionalString = (value: unknown) => (value === undefined || value === null ? null : typeof value === 'string' ? value : undefined);

/** /api/commerce/...: the cart and stock paths of SPEC section 7, each one GraphQL operation. */
export function commerceRoutes(server: ApolloServer<GatewayContext>): Router {
  const router = Router();

  router.post('/commerce/shopping-cart/entries', async (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const itemId = typeof body.itemId === 'string' ? body.itemId.trim() : '';
    if (!itemId) return sendError(res, 400, 'ITEM_ID_REQUIRED', 'itemId is required.');
    const sku = asOptionalString(body.sku);
    if (sku === undefined) return sendError(res, 400, 'INVALID_SKU', 'sku must be a string.');
    const additionalFields = body.additionalFields !== null && typeof body.additionalFields === 'object' ? JSON.stringify(body.additionalFields) : asOptionalString(body.additionalFields);
    if (additionalFields === undefined) return sendError(res, 400, 'INVALID_ADDITIONAL_FIELDS', 'additionalFields must be a JSON string.');
    const quantity = checkQuantity(body.quantity);
    if (!quantity.ok) return sendError(res, 400, quantity.code, quantity.message);

    const data = await executeOperation(
      server,
      RestAddToCartDocument,
      { input: { itemId, sku: sku || null, quantity: quantity.quantity, additionalFields, isExpress: isTrue(req.query.isExpress) } },
      createGatewayContext(req, res),
    );
    const { shoppingCart, newlyAdded, userErrors } = data.addToCart;
    const [first] = userErrors;
    if (first) return sendError(res, CONFLICT_CODES.has(first.code) ? 409 : 400, first.code, first.message, { field: first.field?.at(-1) ?? null });
    if (!shoppingCart || !newlyAdded) throw new Error('addToCart returned neither a cart nor errors');
    res.json({ shoppingCart: legacyCart(shoppingCart), newlyAdded: legacyEntry(newlyAdded) });
  });

  router.get('/commerce/shopping-cart', async (req, res) => {
    const data = await executeOperation(server, RestShoppingCartDocument, {}, createGatewayContext(req, res));
    res.json(data.shoppingCart ? legacyCart(data.shoppingCart) : legacyEmptyCart());
  });

  router.get(['/commerce/inventory/stock', '/commerce/inventory/stock/'], async (req: Request, res) => {
    const itemId = typeof req.query.itemId === 'string' ? req.query.itemId.trim() : '';
    if (!itemId) return sendError(res, 400, 'ITEM_ID_REQUIRED', 'itemId is required.');
    const data = await executeOperation(server, RestInventoryStockDocument, { itemId }, createGatewayContext(req, res));
    if (!data.product) return sendError(res, 404, 'ITEM_NOT_FOUND', 'The item does not exist.');
    res.json({
      results: data.product.variants.map((v) => ({ itemId, variantId: v.id, sku: v.sku, unlimited: v.unlimited, qtyInStock: v.qtyInStock })),
    });
  });

  return router;
}

function isTrue(value: unknown): boolean {
  return value === 'true' || value === '1';
}
