import type { FulfillmentStatus, OrderStatus } from '../../graphql/generated/dashboard.ts';

/** Words for the order's states, the same in the list, its detail and the CSV export. */
export const ORDER_STATUS_TEXT: Readonly<Record<OrderStatus, string>> = {
  PENDING_PAYMENT: 'Awaiting payment',
  PAID: 'Paid',
  CANCELLED: 'Cancelled',
};
export const FULFILLMENT_TEXT: Readonly<Record<FulfillmentStatus, string>> = {
  UNFULFILLED: 'Unfulfilled',
  FULFILLED: 'Fulfilled',
};

export const orderWhen = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** A variant's options as one text: "Size: M · Glaze: Cream". */
export const optionsText = (attributes: readonly { name: string; value: string }[]) =>
  attributes.map((a) => `${a.name}: ${a.value}`).join(' · ');
