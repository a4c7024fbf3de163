/**
 * The storefront's page of an order: order confirmed (page type 202) once paid, order received
 * (207) while its payment waits. Its token alone shows the order, so the path carries it; the
 * checkout page goes there and the confirmation email links to it.
 */
export const orderPagePath = (orderId: string, token: string): string =>
  `/commerce/orders/${encodeURIComponent(orderId)}?token=${encodeURIComponent(token)}`;

/** The path of a subscription's page (subscription confirmed, 206), as its link in a mail gives it. */
export const subscriptionPagePath = (subscriptionId: string, token: string): string =>
  `/commerce/subscriptions/${encodeURIComponent(subscriptionId)}?token=${encodeURIComponent(token)}`;
