import { describe, expect, it } from 'vitest';
import { isShownTotal, lineName, totalChangedRefusal } from './total-change.ts';

const mug = { name: 'Stoneware Mug (Cream)', shownUnitPriceCents: 3200, unitPriceCents: 3200 };
const guide = { name: 'Field Guide', shownUnitPriceCents: 900, unitPriceCents: 900 };

describe('totalChangedRefusal', () => {
  it('lets the total the shopper was shown be charged', () => {
    expect(
      totalChangedRefusal({ shownTotalCents: 4100, totalCents: 4100, currency: 'USD', lines: [mug, guide] }),
    ).toBeNull();
  });

  it('charges a lower total without asking, as shops do when a price drops', () => {
    expect(
      totalChangedRefusal({
        shownTotalCents: 4100,
        totalCents: 3800,
        currency: 'USD',
        lines: [{ ...mug, unitPriceCents: 2900 }, guide],
      }),
    ).toBeNull();
  });

  it('refuses a higher total, naming each price that changed and the new total', () => {
    expect(
      totalChangedRefusal({
        shownTotalCents: 7300,
        totalCents: 8100,
        currency: 'USD',
        lines: [{ ...mug, unitPriceCents: 4000 }, guide],
      }),
    ).toEqual({
      field: null,
      code: 'TOTAL_CHANGED',
      message:
        'The price of Stoneware Mug (Cream) went up from 32.00 USD to 40.00 USD. Your total is now 81.00 USD instead of 73.00 USD, and nothing was charged: please check it and place your order again.',
    });
  });

  it('names a price that went down too when other changes make the total higher', () => {
    const refusal = totalChangedRefusal({
      shownTotalCents: 4100,
      totalCents: 4200,
      currency: 'USD',
      lines: [
        { ...mug, unitPriceCents: 3400 },
        { ...guide, unitPriceCents: 800 },
      ],
    });
    expect(refusal?.message).toBe(
      'The price of Stoneware Mug (Cream) went up from 32.00 USD to 34.00 USD. The price of Field Guide went down from 9.00 USD to 8.00 USD. Your total is now 42.00 USD instead of 41.00 USD, and nothing was charged: please check it and place your order again.',
    );
  });

  it('refuses a higher total with no price changed (a coupon gone, dearer shipping): the total alone is said', () => {
    expect(
      totalChangedRefusal({ shownTotalCents: 400, totalCents: 900, currency: 'USD', lines: [guide] })?.message,
    ).toBe(
      'Your total is now 9.00 USD instead of 4.00 USD, and nothing was charged: please check it and place your order again.',
    );
  });

  it('says amounts in the cart’s currency, with its fraction digits', () => {
    expect(
      totalChangedRefusal({
        shownTotalCents: 4600,
        totalCents: 5181,
        currency: 'JPY',
        lines: [{ name: 'Bowl', shownUnitPriceCents: 2800, unitPriceCents: 3381 }],
      })?.message,
    ).toBe(
      'The price of Bowl went up from 2800 JPY to 3381 JPY. Your total is now 5181 JPY instead of 4600 JPY, and nothing was charged: please check it and place your order again.',
    );
  });
});

describe('isShownTotal', () => {
  it('takes a whole, non-negative number of minor units only', () => {
    expect([0, 4100, Number.MAX_SAFE_INTEGER].map(isShownTotal)).toEqual([true, true, true]);
    expect([-1, 1.5, Number.MAX_SAFE_INTEGER + 1, Number.NaN, '4100', null].map(isShownTotal)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});

describe('lineName', () => {
  it('is the title, with the chosen options in brackets when there are any', () => {
    expect(lineName('Stoneware Mug', [{ value: 'Cream' }])).toBe('Stoneware Mug (Cream)');
    expect(lineName('Linen Shirt', [{ value: 'M' }, { value: 'Sand' }])).toBe('Linen Shirt (M, Sand)');
    expect(lineName('Field Guide', [])).toBe('Field Guide');
  });
});
