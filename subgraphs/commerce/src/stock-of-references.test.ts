import DataLoader from 'dataloader';
import { describe, expect, it } from 'vitest';
import { stockOfReferences, type CartLoaders, type StockOfVariant } from './loaders.ts';

const loadersOver = (rows: Record<string, StockOfVariant>, asked: string[][], fail = false) =>
  ({
    stock: new DataLoader<string, StockOfVariant | null>(async (ids) => {
      asked.push([...ids]);
      if (fail) throw new Error('stock table unreadable');
      return ids.map((id) => rows[id] ?? null);
    }),
  }) as unknown as CartLoaders;

describe('stockOfReferences', () => {
  it('reads the stock of every Variant reference in one batch, each id once, unknown ones as none', async () => {
    const asked: string[][] = [];
    const loaders = loadersOver(
      { v1: { qtyInStock: 3, unlimited: false }, v2: { qtyInStock: 0, unlimited: true } },
      asked,
    );
    const known = await stockOfReferences(loaders, [
      { __typename: 'Variant', id: 'v1' },
      { __typename: 'Variant', id: 'v2' },
      { __typename: 'Variant', id: 'v1' },
      { __typename: 'Variant', id: 'gone' },
      { __typename: 'ShoppingCart', id: 'c1' },
      { __typename: 'Variant', id: 42 },
      null,
      'junk',
    ]);
    expect(asked).toEqual([['v1', 'v2', 'gone']]);
    expect([...known]).toEqual([
      ['v1', { qtyInStock: 3, unlimited: false }],
      ['v2', { qtyInStock: 0, unlimited: true }],
      ['gone', null],
    ]);
  });

  it('reads nothing without Variant references, and leaves a failed read to the resolvers', async () => {
    const asked: string[][] = [];
    expect((await stockOfReferences(loadersOver({}, asked), [])).size).toBe(0);
    expect(asked).toEqual([]);
    expect((await stockOfReferences(loadersOver({}, asked, true), [{ __typename: 'Variant', id: 'v1' }])).size).toBe(0);
  });
});
