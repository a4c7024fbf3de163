import { describe, expect, it } from 'vitest';
import { productMerchandisingContext, readMerchandisingSettings, readProductMerchandising } from './merchandising.ts';

describe('merchandising settings', () => {
  it('give every key a value of its type, whatever was stored', () => {
    expect(readMerchandisingSettings({ customSoldOutText: 'Gone', soldOutVariantsDropdownDisabled: 'yes' })).toEqual({
      restockNotificationsSuccessText: '',
      customSoldOutText: 'Gone',
      restockNotificationsEnabled: false,
      soldOutVariantsDropdownDisabled: false,
    });
    expect(readProductMerchandising(null)).toEqual({ scarcityEnabled: false, scarcityTemplateViews: [], scarcityText: '', scarcityShownByDefault: false });
    expect(readProductMerchandising({ scarcityTemplateViews: ['detail', 3] }).scarcityTemplateViews).toEqual(['detail']);
  });

  it('build the per-product context the commerce formatters read', () => {
    const store = readMerchandisingSettings({ customSoldOutText: 'Back soon' });
    const product = readProductMerchandising({ scarcityEnabled: true, scarcityText: 'Only {quantity} left' });
    expect(productMerchandisingContext(store, [{ id: 'p1', merchandising: product }])).toEqual({
      p1: { customSoldOutText: 'Back soon', scarcityEnabled: true, scarcityTemplateViews: [], scarcityText: 'Only {quantity} left', scarcityShownByDefault: false },
    });
  });
});
