import type { EntityManager } from '@mikro-orm/postgresql';
import type { MailMessage } from '@atelier/platform';
import { GiftCard } from '../../entities/gift-card.ts';
import { ShopOrder } from '../../entities/shop-order.ts';
import { giftCardMessage } from '../gift-cards/gift-card-mail.ts';
import { orderConfirmationMessage } from './order-mail.ts';

/**
 * A gift card's code as the preview shows it: its last four characters, the rest hidden, so the
 * owner's screen never holds a spendable code (the recipient's mail alone carries it).
 */
const hiddenCode = (card: GiftCard) => `${'•'.repeat(12)}${card.lastFour}`;

/**
 * Every mail an order of the site sends, composed exactly as the mailer is given it (the same
 * functions): its confirmation, then each gift card it issued, to its recipient. Nothing for an
 * order of another site.
 */
export async function orderMailPreviews(
  em: EntityManager,
  secret: string,
  siteId: string,
  orderId: string,
): Promise<MailMessage[]> {
  const order = await em.findOne(ShopOrder, { id: orderId, websiteId: siteId });
  if (!order) return [];
  const cards = await em.find(GiftCard, { orderId }, { orderBy: { createdAt: 'asc', id: 'asc' } });
  return [
    await orderConfirmationMessage(em, secret, order),
    ...cards.map((card) => giftCardMessage(card, order, hiddenCode(card))),
  ];
}
