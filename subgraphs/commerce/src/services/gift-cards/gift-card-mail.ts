import type { EntityManager } from '@mikro-orm/postgresql';
import { moneyOf } from '@atelier/commerce';
import type { MailMessage, Mailer } from '@atelier/platform';
import { formatGiftCardCode, giftCardCode } from '../../domain/gift-cards/gift-card-code.ts';
import { GiftCard } from '../../entities/gift-card.ts';
import { ShopOrder } from '../../entities/shop-order.ts';

/** The mail that carries a gift card's code to its recipient. */
export function giftCardMailText(
  card: Pick<GiftCard, 'initialCents' | 'currency' | 'message'>,
  code: string,
  from: string,
  shopOrigin: string | null,
): { subject: string; text: string } {
  const money = moneyOf(card.initialCents, card.currency);
  const value = `${money.value} ${money.currency}`;
  return {
    subject: `You received a ${value} gift card`,
    text: [
      `${from} sent you a gift card worth ${value}.`,
      ...(card.message ? ['', `“${card.message}”`] : []),
      '',
      `Your gift card code: ${formatGiftCardCode(code)}`,
      '',
      'Enter the code at checkout to pay with it. What you do not spend stays on the card for next time.',
      ...(shopOrigin ? ['', `Shop: ${shopOrigin}`] : []),
    ].join('\n'),
  };
}

/**
 * A card's mail as the mailer is given it, with the code it carries: the one composition of that
 * mail, which the owner's preview shows too (with the code hidden).
 */
export function giftCardMessage(card: GiftCard, order: ShopOrder, code: string): MailMessage {
  const { subject, text } = giftCardMailText(card, code, order.email, order.siteOrigin);
  return { siteId: card.websiteId, kind: 'gift-card', to: card.recipientEmail, subject, text };
}

/**
 * Mails each card of a paid order that has not reached its recipient yet. A card is marked mailed
 * only after the transport took its message, so a refused one is sent again by the mail job.
 */
export async function mailGiftCards(
  em: EntityManager,
  mailer: Mailer,
  secret: string,
  orderId: string,
): Promise<number> {
  const cards = await em.find(GiftCard, { orderId, mailedAt: null }, { orderBy: { createdAt: 'asc', id: 'asc' } });
  if (!cards.length) return 0;
  const order = await em.findOneOrFail(ShopOrder, { id: orderId });
  for (const card of cards) {
    await mailer.send(giftCardMessage(card, order, giftCardCode(secret, card.id)));
    await em.nativeUpdate(GiftCard, { id: card.id, mailedAt: null }, { mailedAt: new Date() });
  }
  return cards.length;
}
