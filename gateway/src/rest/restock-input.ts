/** What the restock paths read from a request: plain values only, or why not. */
export type Read<T> = { ok: true; value: T } | { ok: false; field: string; message: string };

const MAX_ID = 100;

/** An id field that must be a non-empty string. */
export function readId(body: Record<string, unknown>, name: string): Read<string> {
  const value = body[name];
  if (value == null || value === '') return { ok: false, field: name, message: `${name} is required.` };
  if (typeof value !== 'string' && typeof value !== 'number')
    return { ok: false, field: name, message: `${name} must be a string.` };
  const text = String(value).trim();
  return text && text.length <= MAX_ID
    ? { ok: true, value: text }
    : { ok: false, field: name, message: `${name} is not an id of this site.` };
}

/** A yes/no field: JSON true/false, or "true"/"false"/"on" from a form post; absent is false. */
export function readFlag(body: Record<string, unknown>, name: string): Read<boolean> {
  const value = body[name];
  if (value == null || value === '' || value === false || value === 'false') return { ok: true, value: false };
  if (value === true || value === 'true' || value === 'on') return { ok: true, value: true };
  return { ok: false, field: name, message: `${name} must be true or false.` };
}

/** An optional text field. */
export function readOptionalText(body: Record<string, unknown>, name: string): Read<string | null> {
  const value = body[name];
  if (value == null || value === '') return { ok: true, value: null };
  return typeof value === 'string'
    ? { ok: true, value }
    : { ok: false, field: name, message: `${name} must be a string.` };
}

/** send/all's sendRequests: an array of { productId, variantId }, or its JSON text. */
export function readSendRequests(body: Record<string, unknown>): Read<{ productId: string; variantId: string }[]> {
  let value = body.sendRequests;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return { ok: false, field: 'sendRequests', message: 'sendRequests is not valid JSON.' };
    }
  }
  if (!Array.isArray(value))
    return { ok: false, field: 'sendRequests', message: 'sendRequests must be a list of { productId, variantId }.' };
  const requests: { productId: string; variantId: string }[] = [];
  for (const [index, item] of value.entries()) {
    if (!item || typeof item !== 'object')
      return {
        ok: false,
        field: `sendRequests.${index}`,
        message: `sendRequests[${index}] must be { productId, variantId }.`,
      };
    const productId = readId(item as Record<string, unknown>, 'productId');
    if (!productId.ok) return { ...productId, field: `sendRequests.${index}.productId` };
    const variantId = readId(item as Record<string, unknown>, 'variantId');
    if (!variantId.ok) return { ...variantId, field: `sendRequests.${index}.variantId` };
    requests.push({ productId: productId.value, variantId: variantId.value });
  }
  return { ok: true, value: requests };
}
