import { describe, expect, it } from 'vitest';
import {
  productMerchandisingContext,
  readMerchandisingSettings,
  readProductMerchandising,
  scarcityViews,
} from './merchandising.ts';

describe('merchandising settings', () => {
  it('give every key a value of its type, whatever was stored', () => {
    expect(readMerchandisingSettings({ customSoldOutText: 'Gone', soldOutVariantsDropdownDisabled: 'yes' })).toEqual({
      restockNotificationsSuccessText: '',
      customSoldOutText: 'Gone',
      restockNotificationsEnabled: false,
      soldOutVariantsDropdownDisabled: false,
    });
    expect(readProductMerchandising(null)).toEqual({
      scarcityEnabled: false,
      scarcityTemplateViews: [],
      scarcityText: '',
      scarcityShownByDefault: false,
    });
    expect(readProductMerchandising({ scarcityTemplateViews: ['detail', 3] }).scarcityTemplateViews).toEqual([
      'detail',
    ]);
  });

  it('build the per-product context the commerce formatters read, with a notice per variant in stock', () => {
    const store = readMerchandisingSettings({ customSoldOutText: 'Back soon' });
    const product = readProductMerchandising({ scarcityEnabled: true, scarcityText: 'Only {qtyInStock} left' });
    const variants = [
      { attributes: { Size: 'S' }, qtyInStock: 2, unlimited: false },
      { attributes: { Size: 'M' }, qtyInStock: 0, unlimited: false },
    ];
    expect(productMerchandisingContext(store, [{ id: 'p1', merchandising: product, variants }])).toEqual({
      p1: {
        customSoldOutText: 'Back soon',
        scarcityEnabled: true,
        scarcityTemplateViews: [{ attributes: { Size: 'S' }, qtyInStock: 2 }],
        scarcityText: 'Only {qtyInStock} left',
        scarcityShownByDefault: false,
      },
    });
    expect(
      productMerchandisingContext(store, [{ id: 'p1', merchandising: product, variants }], 'list').p1!.scarcityEnabled,
    ).toBe(false);
  });
  it('show a notice at once for one variant, or by default with the total', () => {
    expect(scarcityViews([{ attributes: {}, qtyInStock: 3, unlimited: false }], false)).toEqual([{ qtyInStock: 3 }]);
    const two = [
      { attributes: { Size: 'S' }, qtyInStock: 2, unlimited: false },
      { attributes: { Size: 'M' }, qtyInStock: 4, unlimited: false },
    ];
    expect(scarcityViews(two, true)).toEqual([
      { qtyInStock: 6 },
      { attributes: { Size: 'S' }, qtyInStock: 2 },
      { attributes: { Size: 'M' }, qtyInStock: 4 },
    ]);
    expect(scarcityViews([{ attributes: {}, qtyInStock: 0, unlimited: true }], true)).toEqual([]);
  });
});
