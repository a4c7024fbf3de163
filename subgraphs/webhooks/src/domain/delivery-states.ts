/** Where a delivery stands (the SDL's WebhookDeliveryStatus, lower case in the table). */
export type DeliveryStatus = 'pending' | 'delivered' | 'failed';

/** What happens to a delivery: an attempt's outcome, or the owner's redeliver. */
export type DeliveryStep = 'answered2xx' | 'failedWithTimeLeft' | 'failedForGood' | 'redeliver';

/**
 * The one table of a delivery's states: every change of `status` goes through `nextStatus`. An
 * attempt is made only of a pending delivery; a delivered or failed one moves only when its owner
 * asks for it again.
 */
const TRANSITIONS: Record<DeliveryStatus, Partial<Record<DeliveryStep, DeliveryStatus>>> = {
  pending: { answered2xx: 'delivered', failedWithTimeLeft: 'pending', failedForGood: 'failed', redeliver: 'pending' },
  delivered: { redeliver: 'pending' },
  failed: { redeliver: 'pending' },
};

/** The status after the step, or null when the step does not apply to the status. */
export const nextStatus = (from: DeliveryStatus, step: DeliveryStep): DeliveryStatus | null =>
  TRANSITIONS[from][step] ?? null;
