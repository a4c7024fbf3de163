/** What checkout asks a payment provider to charge. */
export interface ChargeRequest {
  /** The payment's id: asked twice with one key, the provider charges once and answers alike. */
  idempotencyKey: string;
  amountCents: number;
  currency: string;
  /** What the shopper's browser gave: a card number for the test provider, a token for a real one. */
  paymentToken: string;
  description: string;
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
  /**
   * Keeps the shopper's card for later charges (a subscription's renewals) and answers the
   * provider's reference to it, which `charge` takes as its paymentToken; null when it cannot be kept.
   */
  saveMethod(paymentToken: string): Promise<string | null>;

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
