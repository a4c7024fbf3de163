import type { WebhookDeliveryStatus, WebhookEventType } from '../../graphql/generated/dashboard.ts';

/** Each event's words in the panel, in the order the form offers them (typed: a new SDL value needs its words). */
export const WEBHOOK_EVENT_LABELS: Readonly<Record<WebhookEventType, string>> = {
  ORDER_CREATED: 'Order created',
  ORDER_PAID: 'Order paid',
  ORDER_FULFILLED: 'Order fulfilled',
  ORDER_REFUNDED: 'Order refunded',
  PRODUCT_CREATED: 'Product created',
  PRODUCT_UPDATED: 'Product updated',
  PRODUCT_ARCHIVED: 'Product archived',
  STOCK_CHANGED: 'Stock changed',
  FORM_SUBMITTED: 'Form submitted',
  RESTOCK_SIGNED_UP: 'Restock sign-up',
  SUBSCRIPTION_RENEWED: 'Subscription renewed',
  SUBSCRIPTION_PAST_DUE: 'Subscription past due',
  SITE_PLAN_CHANGED: 'Site plan changed',
};

export const WEBHOOK_EVENTS = Object.keys(WEBHOOK_EVENT_LABELS) as WebhookEventType[];

export const DELIVERY_STATUS_TEXT: Readonly<Record<WebhookDeliveryStatus, string>> = {
  PENDING: 'Waiting to retry',
  DELIVERED: 'Delivered',
  FAILED: 'Failed',
};

/** A delivery's last answer as one line: its HTTP status and the start of its body, or why none came. */
export const answerText = (delivery: { lastStatus?: number | null; lastAnswer?: string | null; attempts: number }) => {
  if (!delivery.attempts) return 'Not sent yet';
  const body = (delivery.lastAnswer ?? '').replace(/\s+/g, ' ').trim();
  const start = body.length > 120 ? `${body.slice(0, 120)}…` : body;
  return delivery.lastStatus ? `${delivery.lastStatus}${start ? ` · ${start}` : ''}` : start || 'No answer';
};
