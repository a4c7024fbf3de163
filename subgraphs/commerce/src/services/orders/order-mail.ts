import type { EntityManager } from '@mikro-orm/postgresql';
import { moneyOf, orderPagePath, subscriptionPagePath } from '@atelier/commerce';
import type { MailMessage, Mailer } from '@atelier/platform';
import { OrderLine } from '../../entities/order-line.ts';
import { ShopOrder } from '../../entities/shop-order.ts';
import { mailGiftCards } from '../gift-cards/gift-card-mail.ts';
import { orderAccessToken, subscriptionAccessToken } from './order-access.ts';

const amount = (minor: number, currency: string) => {
  const money = moneyOf(minor, currency);
  return `${money.value} ${money.currency}`;
};

/** The confirmation's text: what was bought, the totals, where it ships, and the order's link. */
export function orderConfirmationText(
  order: ShopOrder,
  lines: readonly OrderLine[],
  link: string | null,
  subscriptionLink: string | null = null,
): { subject: string; text: string } {
  const rows = lines.map((l) => {
    const options = l.attributes.map((a) => `${a.name}: ${a.value}`).join(', ');
    return `  ${l.quantity} × ${l.title}${options ? ` (${options})` : ''}  ${amount(l.quantity * l.unitPriceCents, order.currency)}`;
  });
  const totals = [
    `Subtotal: ${amount(order.subtotalCents, order.currency)}`,
    ...(order.discountCents ? [`Discount: −${amount(order.discountCents, order.currency)}`] : []),
    ...(order.shippingOption
      ? [`Shipping (${order.shippingOption.name}): ${amount(order.shippingCostCents, order.currency)}`]
      : []),
    ...(order.taxCents
      ? [`Tax${order.pricesIncludeTax ? ' (included)' : ''}: ${amount(order.taxCents, order.currency)}`]
      : []),
    `Total: ${amount(order.grandTotalCents, order.currency)}`,
  ];
  const address = order.shippingAddress;
  const shipTo = address
    ? [
        '',
        'Shipping to:',
        address.name,
        address.line1,
        ...(address.line2 ? [address.line2] : []),
        [address.city, address.region, address.postalCode].filter(Boolean).join(' '),
        address.country,
      ]
    : [];
  return {
    subject: `Your order #${order.number} is confirmed`,
    text: [
      'Thank you for your order.',
      '',
      `Order #${order.number}`,
      ...rows,
      '',
      ...totals,
      ...shipTo,
      ...(link ? ['', `See your order: ${link}`] : []),
      ...(subscriptionLink ? ['', `See or cancel your subscription: ${subscriptionLink}`] : []),
    ].join('\n'),
  };
}

/**
 * The confirmation of an order as the mailer is given it: the one composition of that mail, which
 * the owner's preview shows too.
 */
export async function orderConfirmationMessage(
  em: EntityManager,
  secret: string,
  order: ShopOrder,
): Promise<MailMessage> {
  const link = order.siteOrigin
    ? `${order.siteOrigin}${orderPagePath(order.id, orderAccessToken(secret, order.id))}`
    : null;
  const lines = await em.find(OrderLine, { orderId: order.id }, { orderBy: { position: 'asc' } });
  // Each of a subscription's orders links to the page where it is seen and cancelled.
  const subscriptionLink =
    order.siteOrigin && order.subscriptionId
      ? `${order.siteOrigin}${subscriptionPagePath(order.subscriptionId, subscriptionAccessToken(secret, order.subscriptionId))}`
      : null;
  const { subject, text } = orderConfirmationText(order, lines, link, subscriptionLink);
  return { siteId: order.websiteId, kind: 'order-confirmation', to: order.email, subject, text };
}

/**
 * Mails the confirmation of a paid order once: it is marked mailed only after the transport took
 * it, so a refused message is tried again by the confirmation job.
 */
export async function mailOrderConfirmation(
  em: EntityManager,
  mailer: Mailer,
  secret: string,
  orderId: string,
): Promise<void> {
  const order = await em.findOne(ShopOrder, { id: orderId, status: 'PAID', confirmationMailedAt: null });
  if (!order) return;
  await mailer.send(await orderConfirmationMessage(em, secret, order));
  await em.nativeUpdate(ShopOrder, { id: orderId, confirmationMailedAt: null }, { confirmationMailedAt: new Date() });
}

/** Everything a paid order mails: the buyer's confirmation and the gift cards it bought, each to its recipient. */
export async function mailPaidOrder(em: EntityManager, mailer: Mailer, secret: string, orderId: string): Promise<void> {
  await mailOrderConfirmation(em, mailer, secret, orderId);
  await mailGiftCards(em, mailer, secret, orderId);
}
