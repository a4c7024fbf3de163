/**
 * How gift cards pay for an order and how a refund goes back. Cards pay in the order the shopper
 * applied them, each as much as its balance and what is still due allow; the card payment covers
 * the rest. A refund goes to the card payment first (money the shopper can spend anywhere), then
 * back onto the gift cards, the last one spent first.
 */
export interface GiftCardBalance {
  id: string;
  balanceCents: number;
}

export interface GiftCardSpend {
  id: string;
  amountCents: number;
}

export function spendGiftCards(
  dueCents: number,
  cards: readonly GiftCardBalance[],
): { spends: GiftCardSpend[]; remainingDueCents: number } {
  let due = dueCents;
  const spends: GiftCardSpend[] = [];
  for (const card of cards) {
    if (due <= 0) break;
    const amount = Math.min(due, Math.max(0, card.balanceCents));
    if (amount > 0) spends.push({ id: card.id, amountCents: amount });
    due -= amount;
  }
  return { spends, remainingDueCents: due };
}

/**
 * Splits a refund of `amountCents` between the card payment (up to what of it is not refunded yet)
 * and the gift cards (up to what each paid and did not get back yet), in the order given.
 */
export function splitRefund(
  amountCents: number,
  cardRefundableCents: number,
  giftCards: readonly GiftCardSpend[],
): { toCardCents: number; toGiftCards: GiftCardSpend[] } {
  const toCardCents = Math.min(amountCents, Math.max(0, cardRefundableCents));
  let left = amountCents - toCardCents;
  const toGiftCards: GiftCardSpend[] = [];
  for (const card of [...giftCards].reverse()) {
    if (left <= 0) break;
    const amount = Math.min(left, card.amountCents);
    if (amount > 0) toGiftCards.push({ id: card.id, amountCents: amount });
    left -= amount;
  }
  return { toCardCents, toGiftCards };
}
