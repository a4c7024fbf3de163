import { LockMode, type EntityManager } from '@mikro-orm/postgresql';
import { COMMERCE_ERRORS } from '@atelier/commerce';
import { hashToken } from '@atelier/platform';
import { countryCode } from '../domain/checkout-input.ts';
import { normalizeCouponCode } from '../domain/coupon-check.ts';
import { ShoppingCart } from '../entities/shopping-cart.ts';
import { findGiftCardByCode, giftCardEmpty, GIFT_CARD_NOT_FOUND_MESSAGE } from './gift-cards.ts';
import { userError, type UserError } from './user-error.ts';

/** What a shopper changes of their cart's checkout details. */
export type CheckoutChange =
  | { kind: 'applyCoupon'; code: string }
  | { kind: 'removeCoupon'; code: string }
  | { kind: 'location'; country: string; region?: string | null; postalCode?: string | null }
  | { kind: 'shippingOption'; id: string }
  | { kind: 'applyGiftCard'; code: string }
  | { kind: 'removeGiftCard'; id: string };

export interface CheckoutChangeDeps {
  em: EntityManager;
  siteId: string | undefined;
  /** Counts one try of a gift card code for this client; false when it has tried too many. */
  tryGiftCardCode(): Promise<boolean>;
}

/** Coupons one cart may carry: enough for any real promotion, few enough to price quickly. */
export const MAX_COUPONS = 5;
/** Gift cards one order may be paid with. */
export const MAX_GIFT_CARDS = 5;
const CART_NOT_FOUND = userError(null, 'CART_NOT_FOUND', 'Your cart is empty or has expired. Please add the items again.');
const clean = (text: string | null | undefined, max: number) => (typeof text === 'string' && text.trim() ? text.trim().slice(0, max) : null);

/**
 * Changes the checkout details of the visitor's open cart (coupons, where it ships, the chosen
 * shipping option) under the cart's row lock. Coupons are kept as codes and checked whenever the
 * cart is priced, so an owner's later change of a coupon shows at once.
 */
export async function changeCheckout(deps: CheckoutChangeDeps, cartToken: string | undefined, change: CheckoutChange): Promise<{ ok: true; cart: ShoppingCart } | { ok: false; errors: UserError[] }> {
  const { em, siteId } = deps;
  const refuse = (error: UserError) => ({ ok: false as const, errors: [error] });
  if (!cartToken || !siteId) return refuse(CART_NOT_FOUND);
  let code: string | null = null;
  if (change.kind === 'applyCoupon' || change.kind === 'removeCoupon') {
    code = normalizeCouponCode(change.code);
    if (!code) return refuse(userError(['code'], 'COUPON_CODE_INVALID', 'Please enter a coupon code: letters, digits, - and _, at most 40.'));
  }
  let country: string | null = null;
  if (change.kind === 'location') {
    country = countryCode(change.country);
    if (!country) return refuse(userError(['input', 'country'], 'COUNTRY_INVALID', 'Please choose a country.'));
  }
  if (change.kind === 'applyGiftCard' && !(await deps.tryGiftCardCode())) return refuse(userError(['code'], COMMERCE_ERRORS.rateLimited.code, COMMERCE_ERRORS.rateLimited.message));
  return em.transactional(async (tx) => {
    const cart = await tx.findOne(ShoppingCart, { tokenHash: hashToken(cartToken), websiteId: siteId, isPurchased: false, orderId: null }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!cart) return refuse(CART_NOT_FOUND);
    switch (change.kind) {
      case 'applyCoupon':
        if (!cart.couponCodes.includes(code!)) {
          if (cart.couponCodes.length >= MAX_COUPONS) return refuse(userError(['code'], 'TOO_MANY_COUPONS', `A cart can carry at most ${MAX_COUPONS} coupon codes.`));
          cart.couponCodes = [...cart.couponCodes, code!];
        }
        break;
      case 'removeCoupon':
        cart.couponCodes = cart.couponCodes.filter((c) => c !== code);
        break;
      case 'location':
        cart.shippingLocation = { country: country!, region: clean(change.region, 60)?.toUpperCase() ?? null, postalCode: clean(change.postalCode, 20) };
        break;
      case 'applyGiftCard': {
        const card = await findGiftCardByCode(tx, siteId, cart.currency, change.code);
        if (!card) return refuse(userError(['code'], 'GIFT_CARD_NOT_FOUND', GIFT_CARD_NOT_FOUND_MESSAGE));
        if (card.balanceCents <= 0) return refuse({ ...giftCardEmpty(card.lastFour), field: ['code'] });
        if (!cart.giftCardIds.includes(card.id)) {
          if (cart.giftCardIds.length >= MAX_GIFT_CARDS) return refuse(userError(['code'], 'TOO_MANY_GIFT_CARDS', `An order can be paid with at most ${MAX_GIFT_CARDS} gift cards.`));
          cart.giftCardIds = [...cart.giftCardIds, card.id];
        }
        break;
      }
      case 'removeGiftCard':
        cart.giftCardIds = cart.giftCardIds.filter((id) => id !== change.id);
        break;
      case 'shippingOption': {
        const [rate] = await tx.execute<{ id: string }[]>('select id from cart.shipping_rate where id = ? and website_id = ?', [change.id, siteId]);
        if (!rate) return refuse(userError(['id'], 'SHIPPING_OPTION_NOT_FOUND', 'That shipping option is no longer offered. Please choose another.'));
        cart.selectedShippingId = rate.id;
        break;
      }
    }
    cart.updatedAt = new Date();
    return { ok: true as const, cart };
  });
}
