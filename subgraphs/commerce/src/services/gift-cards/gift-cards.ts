import type { EntityManager } from '@mikro-orm/postgresql';
import { hashToken, inJsonList, newId } from '@atelier/platform';
import { giftCardCode, normalizeGiftCardCode } from '../../domain/gift-cards/gift-card-code.ts';
import { spendGiftCards, type GiftCardBalance, type GiftCardSpend } from '../../domain/gift-cards/gift-card-payment.ts';
import { GiftCard } from '../../entities/gift-card.ts';
import { OrderLine } from '../../entities/order-line.ts';
import type { ShopOrder } from '../../entities/shop-order.ts';
import type { Outcome } from '@atelier/platform';
import { refuse } from '../../errors.ts';

/** A gift card as a cart shows it: the last four characters of its code, its balance, and what it pays now. */
export interface AppliedGiftCard {
  id: string;
  lastFour: string;
  balanceCents: number;
  appliedCents: number;
}

interface CardRow {
  id: string;
  last_four: string;
  balance_cents: string | number;
}

/** Who a bought card goes to: the recipient the shopper named on the gift card page, else the buyer. */
function recipientOf(additionalFields: string | null, buyer: string): { email: string; message: string | null } {
  try {
    const answers = additionalFields
      ? (JSON.parse(additionalFields) as { recipientEmail?: unknown; giftMessage?: unknown })
      : {};
    const email =
      typeof answers.recipientEmail === 'string' && answers.recipientEmail.trim()
        ? answers.recipientEmail.trim()
        : buyer;
    const message =
      typeof answers.giftMessage === 'string' && answers.giftMessage.trim() ? answers.giftMessage.trim() : null;
    return { email, message };
  } catch {
    return { email: buyer, message: null };
  }
}

/**
 * Issues the gift cards a paid order bought, one per unit, in the transaction that marks it paid.
 * Issuing twice is harmless: an order that has its cards gets no more.
 */
export async function issueGiftCards(tx: EntityManager, order: ShopOrder, secret: string): Promise<void> {
  const lines = await tx.find(
    OrderLine,
    { orderId: order.id, productType: 'GIFT_CARD' },
    { orderBy: { position: 'asc' } },
  );
  if (!lines.length || (await tx.count(GiftCard, { orderId: order.id }))) return;
  for (const line of lines.filter((l) => l.unitPriceCents > 0)) {
    const recipient = recipientOf(line.additionalFields, order.email);
    for (let unit = 0; unit < line.quantity; unit++) {
      const id = newId('giftcard');
      const code = giftCardCode(secret, id);
      tx.create(GiftCard, {
        id,
        websiteId: order.websiteId,
        codeHash: hashToken(code),
        lastFour: code.slice(-4),
        currency: order.currency,
        initialCents: line.unitPriceCents,
        balanceCents: line.unitPriceCents,
        orderId: order.id,
        orderLineId: line.id,
        recipientEmail: recipient.email,
        message: recipient.message,
      });
    }
  }
}

/** The site's card with this code, in the cart's currency; null for anything else (no hint which part was wrong). */
export async function findGiftCardByCode(
  em: EntityManager,
  siteId: string,
  currency: string,
  input: string,
): Promise<GiftCard | null> {
  const code = normalizeGiftCardCode(input);
  if (!code) return null;
  return em.findOne(GiftCard, { codeHash: hashToken(code), websiteId: siteId, currency });
}

async function balancesOf(
  em: EntityManager,
  siteId: string,
  ids: readonly string[],
  lock: boolean,
): Promise<Map<string, CardRow>> {
  if (!ids.length) return new Map();
  // Locked in id order, so two orders spending the same two cards never wait on each other in a circle.
  const rows = await em.execute<CardRow[]>(
    `select id, last_four, balance_cents from cart.gift_card where website_id = ? and ${inJsonList('id')} order by id${lock ? ' for update' : ''}`,
    [siteId, JSON.stringify(ids)],
  );
  return new Map(rows.map((row) => [row.id, row]));
}

/** The cart's gift cards and what each would pay of `dueCents` now. */
export async function appliedGiftCards(
  em: EntityManager,
  siteId: string,
  ids: readonly string[],
  dueCents: number,
): Promise<AppliedGiftCard[]> {
  const rows = await balancesOf(em, siteId, ids, false);
  const cards = ids.map((id) => rows.get(id)).filter((row): row is CardRow => !!row);
  const { spends } = spendGiftCards(
    dueCents,
    cards.map((c) => ({ id: c.id, balanceCents: Number(c.balance_cents) })),
  );
  return cards.map((c) => ({
    id: c.id,
    lastFour: c.last_four,
    balanceCents: Number(c.balance_cents),
    appliedCents: spends.find((s) => s.id === c.id)?.amountCents ?? 0,
  }));
}

/**
 * Inside the transaction that places an order: locks the cart's gift cards and works out what each
 * pays of `dueCents`. An applied card that has nothing left is refused, so the shopper is never
 * charged more on their card than they were shown without being told.
 */
export async function lockGiftCardSpends(
  tx: EntityManager,
  siteId: string,
  ids: readonly string[],
  dueCents: number,
): Promise<Outcome<{ spends: GiftCardSpend[]; remainingDueCents: number }, 'GIFT_CARD_EMPTY'>> {
  const rows = await balancesOf(tx, siteId, ids, true);
  const cards: GiftCardBalance[] = [];
  for (const id of ids) {
    const row = rows.get(id);
    if (!row) continue;
    if (Number(row.balance_cents) <= 0 && dueCents > 0)
      return refuse('GIFT_CARD_EMPTY', ['giftCards', row.last_four], { lastFour: row.last_four });
    cards.push({ id, balanceCents: Number(row.balance_cents) });
  }
  return { ok: true, value: spendGiftCards(dueCents, cards) };
}

/** Takes the spends off the cards' balances and records them against the order (its row must exist). */
export async function recordGiftCardSpends(
  tx: EntityManager,
  orderId: string,
  spends: readonly GiftCardSpend[],
): Promise<void> {
  for (const spend of spends) {
    await tx.execute(
      'update cart.gift_card set balance_cents = balance_cents - ? where id = ?',
      [spend.amountCents, spend.id],
      'run',
    );
    await tx.execute(
      `insert into cart.gift_card_use (id, gift_card_id, order_id, kind, amount_cents) values (?, ?, ?, 'SPEND', ?)`,
      [newId('gcuse'), spend.id, orderId, spend.amountCents],
      'run',
    );
  }
}

/** What each gift card paid for the order and has not been given back yet, in the order they were spent. */
export async function outstandingGiftCardSpends(em: EntityManager, orderId: string): Promise<GiftCardSpend[]> {
  const rows = await em.execute<{ gift_card_id: string; amount: string | number }[]>(
    `select gift_card_id, sum(case when kind = 'SPEND' then amount_cents else -amount_cents end) as amount, min(created_at) as first_spent
       from cart.gift_card_use where order_id = ? group by gift_card_id order by first_spent, gift_card_id`,
    [orderId],
  );
  return rows.map((r) => ({ id: r.gift_card_id, amountCents: Number(r.amount) })).filter((s) => s.amountCents > 0);
}

/** Puts amounts back onto gift cards for an order: all it spent (a cancellation) or a refund's share. */
export async function returnGiftCardSpends(
  tx: EntityManager,
  orderId: string,
  returns?: readonly GiftCardSpend[],
): Promise<number> {
  const back = returns ?? (await outstandingGiftCardSpends(tx, orderId));
  for (const spend of back) {
    await tx.execute(
      'update cart.gift_card set balance_cents = balance_cents + ? where id = ?',
      [spend.amountCents, spend.id],
      'run',
    );
    await tx.execute(
      `insert into cart.gift_card_use (id, gift_card_id, order_id, kind, amount_cents) values (?, ?, ?, 'RETURN', ?)`,
      [newId('gcuse'), spend.id, orderId, spend.amountCents],
      'run',
    );
  }
  return back.reduce((sum, s) => sum + s.amountCents, 0);
}

/** What each gift card paid for an order, net of returns, with the card's last four characters. */
export async function giftCardPaymentsOf(
  em: EntityManager,
  orderId: string,
): Promise<{ lastFour: string; amountCents: number }[]> {
  const spends = await outstandingGiftCardSpends(em, orderId);
  if (!spends.length) return [];
  const cards = await em.find(GiftCard, { id: spends.map((s) => s.id) });
  const lastFour = new Map(cards.map((c) => [c.id, c.lastFour]));
  return spends.map((s) => ({ lastFour: lastFour.get(s.id) ?? '????', amountCents: s.amountCents }));
}
