/**
 * The one payment-provider interface of the product: checkout and subscriptions (commerce) and site
 * owners' plans (billing) charge through it. Its shape is what a Stripe adapter needs: customers,
 * kept cards, off-session charges, idempotency keys.
 */

/** What is asked of a payment provider to charge. */
export interface ChargeRequest {
  /** The payment's id: asked twice with one key, the provider charges once and answers alike. */
  idempotencyKey: string;
  amountCents: number;
  currency: string;
  /** What the shopper's browser gave: a card number for the test provider, a token for a real one; or a kept card's reference. */
  paymentToken: string;
  description: string;
  /** The provider's customer the kept card belongs to (a site owner's plan, a subscriber's renewal). */
  customerReference?: string;
  /** Charged with nobody at the browser (a renewal): the provider may not ask for a confirmation. */
  offSession?: boolean;
}

export interface CustomerRequest {
  /** Asked twice with one key, the provider makes one customer. */
  idempotencyKey: string;
  email: string;
  name: string;
}

export type ChargeOutcome =
  | { status: 'succeeded'; reference: string }
  | { status: 'declined'; message: string }
  | { status: 'failed'; message: string };

export interface RefundRequest {
  idempotencyKey: string;
  /** The charge's reference at the provider. */
  chargeReference: string;
  amountCents: number;
  currency: string;
}

export type RefundOutcome = { status: 'succeeded'; reference: string } | { status: 'failed'; message: string };

/**
 * A payment provider as checkout uses one. `charge` may throw PaymentTimeoutError when the answer
 * is lost: the charge may or may not have been made, and `lookup` (with the same key) tells later.
 */
export interface PaymentProvider {
  readonly name: string;
  charge(request: ChargeRequest): Promise<ChargeOutcome>;
  /** The outcome of an earlier charge by its key; null when the provider never received it. */
  lookup(idempotencyKey: string): Promise<ChargeOutcome | null>;
  /** A customer at the provider, whom kept cards and off-session charges belong to. */
  createCustomer(request: CustomerRequest): Promise<{ reference: string }>;
  /**
   * Keeps the card for later charges (a subscription's renewals, a plan's) and answers the
   * provider's reference to it, which `charge` takes as its paymentToken; null when it cannot be kept.
   */
  saveMethod(paymentToken: string, customerReference?: string): Promise<string | null>;

  refund(request: RefundRequest): Promise<RefundOutcome>;
}

/** The provider's answer did not arrive in time; whether it charged is not known yet. */
export class PaymentTimeoutError extends Error {
  constructor(provider: string) {
    super(`${provider} did not answer in time`);
    this.name = 'PaymentTimeoutError';
  }
}

/** What a shopper reads when their payment did not go through. */
export const PAYMENT_MESSAGES = {
  declined: 'Your card was declined. Please use another card.',
  failed: 'The payment could not be processed. Please try again.',
  invalidCard: 'Your card number is not valid. Please check it and try again.',
  /** Kept on the payment while the order waits for the provider. */
  noAnswer: 'The payment provider did not answer in time; the order waits for its answer.',
} as const;
