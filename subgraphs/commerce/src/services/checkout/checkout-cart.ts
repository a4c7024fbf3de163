import { LockMode, type EntityManager } from '@mikro-orm/postgresql';
import { hashToken, type Outcome } from '@atelier/platform';
import { countryCode } from '../../domain/checkout/checkout-input.ts';
import { normalizeCouponCode } from '../../domain/checkout/coupon-check.ts';
import { ShoppingCart } from '../../entities/shopping-cart.ts';
import { findGiftCardByCode } from '../gift-cards/gift-cards.ts';
import { refuse, type CartUserError } from '../../errors.ts';

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
const clean = (text: string | null | undefined, max: number) =>
  typeof text === 'string' && text.trim() ? text.trim().slice(0, max) : null;

/**
 * Changes the checkout details of the visitor's open cart (coupons, where it ships, the chosen
 * shipping option) under the cart's row lock. Coupons are kept as codes and checked whenever the
 * cart is priced, so an owner's later change of a coupon shows at once.
 */
export async function changeCheckout(
  deps: CheckoutChangeDeps,
  cartToken: string | undefined,
  change: CheckoutChange,
): Promise<Outcome<ShoppingCart, CartUserError['code']>> {
  const { em, siteId } = deps;
  if (!cartToken || !siteId) return refuse('CART_NOT_FOUND');
  let code: string | null = null;
  if (change.kind === 'applyCoupon' || change.kind === 'removeCoupon') {
    code = normalizeCouponCode(change.code);
    if (!code) return refuse('COUPON_CODE_INVALID', ['code']);
  }
  let country: string | null = null;
  if (change.kind === 'location') {
    country = countryCode(change.country);
    if (!country) return refuse('COUNTRY_INVALID', ['input', 'country']);
  }
  if (change.kind === 'applyGiftCard' && !(await deps.tryGiftCardCode())) return refuse('RATE_LIMITED', ['code']);
  return em.transactional(async (tx) => {
    const cart = await tx.findOne(
      ShoppingCart,
      { tokenHash: hashToken(cartToken), websiteId: siteId, isPurchased: false, orderId: null },
      { lockMode: LockMode.PESSIMISTIC_WRITE },
    );
    if (!cart) return refuse('CART_NOT_FOUND');
    switch (change.kind) {
      case 'applyCoupon':
        if (!cart.couponCodes.includes(code!)) {
          if (cart.couponCodes.length >= MAX_COUPONS) return refuse('TOO_MANY_COUPONS', ['code'], { max: MAX_COUPONS });
          cart.couponCodes = [...cart.couponCodes, code!];
        }
        break;
      case 'removeCoupon':
        cart.couponCodes = cart.couponCodes.filter((c) => c !== code);
        break;
      case 'location':
        cart.shippingLocation = {
          country: country!,
          region: clean(change.region, 60)?.toUpperCase() ?? null,
          postalCode: clean(change.postalCode, 20),
        };
        break;
      case 'applyGiftCard': {
        const card = await findGiftCardByCode(tx, siteId, cart.currency, change.code);
        if (!card) return refuse('GIFT_CARD_NOT_FOUND', ['code']);
        if (card.balanceCents <= 0) return refuse('GIFT_CARD_EMPTY', ['code'], { lastFour: card.lastFour });
        if (!cart.giftCardIds.includes(card.id)) {
          if (cart.giftCardIds.length >= MAX_GIFT_CARDS)
            return refuse('TOO_MANY_GIFT_CARDS', ['code'], { max: MAX_GIFT_CARDS });
          cart.giftCardIds = [...cart.giftCardIds, card.id];
        }
        break;
      }
      case 'removeGiftCard':
        cart.giftCardIds = cart.giftCardIds.filter((id) => id !== change.id);
        break;
      case 'shippingOption': {
        const [rate] = await tx.execute<{ id: string }[]>(
          'select id from cart.shipping_rate where id = ? and website_id = ?',
          [change.id, siteId],
        );
        if (!rate) return refuse('SHIPPING_OPTION_NOT_FOUND', ['id']);
        cart.selectedShippingId = rate.id;
        break;
      }
    }
    cart.updatedAt = new Date();
    return { ok: true as const, value: cart };
  });
}
