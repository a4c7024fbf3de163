import { describe, expect, it } from 'vitest';
import { orderedAttributes } from './variant-attributes.ts';

describe('orderedAttributes', () => {
  it('follows the option ordering and keeps unknown names last', () => {
    expect(orderedAttributes({ Color: 'Red', Fit: 'Slim', Size: 'M' }, ['Size', 'Color'])).toEqual([
      { name: 'Size', value: 'M' },
      { name: 'Color', value: 'Red' },
      { name: 'Fit', value: 'Slim' },
    ]);
  });
});
