import { MAX_QUANTITY, QUANTITY_MESSAGES, VARIANT_MESSAGES, type StockFacts } from '@atelier/commerce';

export type AdditionPlan =
  | { ok: true; newQuantity: number }
  | { ok: false; code: 'INSUFFICIENT_STOCK' | 'QUANTITY_OUT_OF_RANGE'; message: string };

/**
 * Adding matches an existing entry of the same item and SKU and raises its quantity. The cart may
 * never hold more of a variant than is in stock, nor more than 9999 of it in one entry.
 */
export function planAddition(existingQuantity: number, requested: number, stock: StockFacts | null): AdditionPlan {
  const newQuantity = existingQuantity + requested;
  if (newQuantity > MAX_QUANTITY) return { ok: false, code: 'QUANTITY_OUT_OF_RANGE', message: QUANTITY_MESSAGES.outOfRange };
  const available = stock ? (stock.unlimited ? Number.POSITIVE_INFINITY : stock.qtyInStock) : 0;
  if (newQuantity > available) return { ok: false, code: 'INSUFFICIENT_STOCK', message: VARIANT_MESSAGES.notEnoughStock };
  return { ok: true, newQuantity };
}
