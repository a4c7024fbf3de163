import { addToCartFailureMessage } from '@atelier/commerce';
import { crumbCookie } from '../shared/crumb-cookie.ts';

export interface SubscriptionRequest {
  itemId: string;
  sku: string;
  qty: number;
  additionalFields?: string;
}

/**
 * The subscribe button's call (SPEC section 7: POST /api/3/commerce/cart/subscription): a cart of
 * its own for the item, named by the token answered. A refusal reads as an add's does (section 8).
 */
export async function requestSubscriptionCart(
  request: SubscriptionRequest,
): Promise<{ ok: true; cartToken: string } | { ok: false; message: string }> {
  const cookiesEnabled = navigator.cookieEnabled;
  let response: Response;
  try {
    response = await fetch('/api/3/commerce/cart/subscription', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', 'X-CSRF-Token': crumbCookie() },
      body: JSON.stringify(request),
    });
  } catch {
    return { ok: false, message: addToCartFailureMessage({ status: null, cookiesEnabled }) };
  }
  const body = (await response.json().catch(() => undefined)) as { cartToken?: unknown } | undefined;
  if (response.ok && typeof body?.cartToken === 'string') return { ok: true, cartToken: body.cartToken };
  return { ok: false, message: addToCartFailureMessage({ status: response.status, body, cookiesEnabled }) };
}
