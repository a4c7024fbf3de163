import { describe, expect, it } from 'vitest';
import { checkPriceChanges } from './variant-prices.ts';

const known = new Set(['var_a', 'var_b']);
/** The refusal's userErrors, or none when the changes may be saved. */
const problems = (...args: Parameters<typeof checkPriceChanges>) => {
  const checked = checkPriceChanges(...args);
  return checked.ok ? [] : checked.errors;
};
const change = (over: Partial<{ variantId: string; price: number; salePrice: number; onSale: boolean }> = {}) => ({
  variantId: 'var_a',
  price: 6800,
  salePrice: 0,
  onSale: false,
  ...over,
});

describe('an owner’s price changes', () => {
  it('pass when every change is a whole amount of a known variant, a sale price below its price', () => {
    expect(
      problems([change(), change({ variantId: 'var_b', price: 9900, salePrice: 7900, onSale: true })], known, 'USD'),
    ).toEqual([]);
    expect(problems([change({ price: 0 }), change({ price: 99_999_999 })], known, 'USD')).toEqual([]);
  });

  it('are 1 to 1,000 at once', () => {
    const refused = [{ field: ['input'], code: 'INPUT_SIZE', message: 'Change 1 to 1000 variants at once.' }];
    expect(problems([], known, 'USD')).toEqual(refused);
    expect(
      problems(
        Array.from({ length: 1001 }, () => change()),
        known,
        'USD',
      ),
    ).toEqual(refused);
    expect(
      problems(
        Array.from({ length: 1000 }, () => change()),
        known,
        'USD',
      ),
    ).toEqual([]);
  });

  it('name every problem at its change’s path, the largest price in the store’s currency', () => {
    expect(
      problems(
        [
          change({ variantId: 'var_other' }),
          change({ price: -1, salePrice: 1.5 }),
          change({ price: 500, salePrice: 500, onSale: true }),
        ],
        known,
        'USD',
      ),
    ).toEqual([
      { field: ['input', '0', 'variantId'], code: 'NOT_FOUND', message: 'This variant does not exist.' },
      {
        field: ['input', '1', 'price'],
        code: 'PRICE_INVALID',
        message: 'A price is an amount from 0 up to 999999.99.',
      },
      {
        field: ['input', '1', 'salePrice'],
        code: 'PRICE_INVALID',
        message: 'A sale price is an amount from 0 up to 999999.99.',
      },
      {
        field: ['input', '2', 'salePrice'],
        code: 'SALE_PRICE_NOT_LOWER',
        message: 'A sale price must be lower than the price.',
      },
    ]);
    expect(problems([change({ price: 100_000_000 })], known, 'JPY')[0]!.message).toBe(
      'A price is an amount from 0 up to 99999999.',
    );
  });

  it('keep a sale price equal to the price while not on sale', () => {
    expect(problems([change({ price: 500, salePrice: 500 })], known, 'USD')).toEqual([]);
  });
});
