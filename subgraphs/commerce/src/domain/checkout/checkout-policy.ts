/**
 * A checkout whose payment the provider has not confirmed within this time is cancelled and its
 * stock and coupons given back: the shopper was told their order was received, and the owner sees
 * it cancelled rather than waiting for ever.
 */
export const CHECKOUT_PAYMENT_MINUTES = 30;
/** A waiting order is first asked about again after this long, so the shopper's own request settles it first. */
export const RECONCILE_AFTER_SECONDS = 60;
/** A paid order's confirmation is mailed by the request that paid it; the job takes those left after this long. */
export const MAIL_RETRY_AFTER_SECONDS = 30;

export const EXPIRED_PAYMENT_MESSAGE = 'The payment was not confirmed in time, so the order was cancelled.';
