/**
 * Every status an order, a payment, a subscription and a donation may take, and the only moves between them.
 * Nothing else sets a status: services call `moveTo` (a record's move) or `startsAs` (a new
 * record's first status), so a move no table allows is a bug, thrown, never written. The tables
 * are the one place that says which transitions exist.
 */
export type OrderStatus = 'PENDING_PAYMENT' | 'PAID' | 'CANCELLED';
export type PaymentStatus = 'PENDING' | 'SUCCEEDED' | 'DECLINED' | 'FAILED';
export type SubscriptionStatus = 'PENDING' | 'ACTIVE' | 'PAST_DUE' | 'CANCELLED' | 'COMPLETED';
export type DonationStatus = 'PENDING' | 'PAID' | 'DECLINED' | 'FAILED';

interface StatusTable<S extends string> {
  /** What the table is of, for the error a refused move throws. */
  of: string;
  /** The statuses a new record may be written with. */
  initial: readonly S[];
  /** From each status, where it may go; a final status goes nowhere. */
  moves: { readonly [From in S]: readonly S[] };
}

/** An order waits for its payment, unless nothing is due (gift cards paid it, or it is free); paid and cancelled are final (a refund keeps it paid). */
export const ORDER_STATUSES: StatusTable<OrderStatus> = {
  of: 'order',
  initial: ['PENDING_PAYMENT', 'PAID'],
  moves: { PENDING_PAYMENT: ['PAID', 'CANCELLED'], PAID: [], CANCELLED: [] },
};

/** A charge waits for the provider's answer; a refund is written once the provider made it. */
export const PAYMENT_STATUSES: StatusTable<PaymentStatus> = {
  of: 'payment',
  initial: ['PENDING', 'SUCCEEDED'],
  moves: { PENDING: ['SUCCEEDED', 'DECLINED', 'FAILED'], SUCCEEDED: [], DECLINED: [], FAILED: [] },
};

/**
 * A subscription is pending until its first order is paid (or cancelled with it); active while it
 * bills, past due when a renewal could not be billed, completed when its plan has billed every
 * period; the shopper or the owner may cancel it until it completes.
 */
export const SUBSCRIPTION_STATUSES: StatusTable<SubscriptionStatus> = {
  of: 'subscription',
  initial: ['PENDING'],
  moves: {
    PENDING: ['ACTIVE', 'CANCELLED'],
    ACTIVE: ['PAST_DUE', 'COMPLETED', 'CANCELLED'],
    PAST_DUE: ['CANCELLED'],
    CANCELLED: [],
    COMPLETED: [],
  },
};

/**
 * A donation waits for the provider's answer: paid, or declined or failed with nothing charged (the
 * donor gives again as a new donation); all three are final.
 */
export const DONATION_STATUSES: StatusTable<DonationStatus> = {
  of: 'donation',
  initial: ['PENDING'],
  moves: { PENDING: ['PAID', 'DECLINED', 'FAILED'], PAID: [], DECLINED: [], FAILED: [] },
};

export const canMove = <S extends string>(table: StatusTable<S>, from: S, to: S): boolean =>
  table.moves[from].includes(to);

/** Moves a record to a status its table allows from where it is; any other move is a bug and throws. */
export function moveTo<S extends string>(table: StatusTable<S>, record: { status: S }, to: S): void {
  if (!canMove(table, record.status, to)) throw new Error(`The ${table.of} cannot go from ${record.status} to ${to}.`);
  record.status = to;
}

/** The first status of a new record, checked against its table. */
export function startsAs<S extends string>(table: StatusTable<S>, status: S): S {
  if (!table.initial.includes(status)) throw new Error(`A new ${table.of} cannot start as ${status}.`);
  return status;
}
