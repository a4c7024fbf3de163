export const MIN_QUANTITY = 1;
export const MAX_QUANTITY = 9999;

export const QUANTITY_MESSAGES = {
  notANumber: 'Quantity must be a number.',
  notWhole: 'Quantity must be a whole number.',
  outOfRange: `Quantity must be between ${MIN_QUANTITY} and ${MAX_QUANTITY}.`,
} as const;

export type QuantityCheck =
  | { ok: true; quantity: number }
  | { ok: false; code: 'QUANTITY_NOT_A_NUMBER' | 'QUANTITY_NOT_WHOLE' | 'QUANTITY_OUT_OF_RANGE'; message: string };

/**
 * Reads a quantity as typed into the quantity input or sent by a legacy embed: a number or numeric
 * text, whole, from 1 to 9999. Missing means the default of 1.
 */
export function checkQuantity(raw: unknown): QuantityCheck {
  if (raw === undefined || raw === null || raw === '') return { ok: true, quantity: MIN_QUANTITY };
  let value: number;
  if (typeof raw === 'number') value = raw;
  else if (typeof raw === 'string' && /^\s*[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?\s*$/i.test(raw)) value = Number(raw);
  else return { ok: false, code: 'QUANTITY_NOT_A_NUMBER', message: QUANTITY_MESSAGES.notANumber };
  if (!Number.isFinite(value))
    return { ok: false, code: 'QUANTITY_NOT_A_NUMBER', message: QUANTITY_MESSAGES.notANumber };
  if (!Number.isInteger(value)) return { ok: false, code: 'QUANTITY_NOT_WHOLE', message: QUANTITY_MESSAGES.notWhole };
  if (value < MIN_QUANTITY || value > MAX_QUANTITY) {
    return { ok: false, code: 'QUANTITY_OUT_OF_RANGE', message: QUANTITY_MESSAGES.outOfRange };
  }
  return { ok: true, quantity: value };
}

/**
 * The quantity input as the shopper left it: its text, and whether the browser could not read it
 * as a number (a number input holding "abc" reports an empty value and badInput). An empty or
 * unreadable field is refused, never taken for the default of 1.
 */
export function checkQuantityInput(text: string, badInput = false): QuantityCheck {
  if (badInput || text.trim() === '')
    return { ok: false, code: 'QUANTITY_NOT_A_NUMBER', message: QUANTITY_MESSAGES.notANumber };
  return checkQuantity(text);
}
