import { describe, expect, it } from 'vitest';
import { spendGiftCards, splitRefund } from './gift-card-payment.ts';

describe('spending gift cards', () => {
  it('pays in the order applied, as much as each balance allows', () => {
    expect(
      spendGiftCards(7000, [
        { id: 'a', balanceCents: 5000 },
        { id: 'b', balanceCents: 5000 },
      ]),
    ).toEqual({
      spends: [
        { id: 'a', amountCents: 5000 },
        { id: 'b', amountCents: 2000 },
      ],
      remainingDueCents: 0,
    });
  });

  it('leaves the rest due for the card when the balances fall short', () => {
    expect(spendGiftCards(7000, [{ id: 'a', balanceCents: 2500 }])).toEqual({
      spends: [{ id: 'a', amountCents: 2500 }],
      remainingDueCents: 4500,
    });
  });

  it('spends nothing of an empty card, and nothing at all for a free order', () => {
    expect(spendGiftCards(1000, [{ id: 'a', balanceCents: 0 }])).toEqual({ spends: [], remainingDueCents: 1000 });
    expect(spendGiftCards(0, [{ id: 'a', balanceCents: 500 }])).toEqual({ spends: [], remainingDueCents: 0 });
  });

  it('works in whole minor units of any currency (JPY)', () => {
    expect(spendGiftCards(3300, [{ id: 'yen', balanceCents: 5000 }])).toEqual({
      spends: [{ id: 'yen', amountCents: 3300 }],
      remainingDueCents: 0,
    });
  });
});

describe('splitting a refund', () => {
  const spent = [
    { id: 'a', amountCents: 5000 },
    { id: 'b', amountCents: 2000 },
  ];

  it('refunds the card payment first', () => {
    expect(splitRefund(1500, 3000, spent)).toEqual({ toCardCents: 1500, toGiftCards: [] });
  });

  it('then gives back to the gift cards, the last spent first', () => {
    expect(splitRefund(6000, 3000, spent)).toEqual({
      toCardCents: 3000,
      toGiftCards: [
        { id: 'b', amountCents: 2000 },
        { id: 'a', amountCents: 1000 },
      ],
    });
  });

  it('gives everything back for a whole refund of an order paid by gift cards only', () => {
    expect(splitRefund(7000, 0, spent)).toEqual({
      toCardCents: 0,
      toGiftCards: [
        { id: 'b', amountCents: 2000 },
        { id: 'a', amountCents: 5000 },
      ],
    });
  });
});
