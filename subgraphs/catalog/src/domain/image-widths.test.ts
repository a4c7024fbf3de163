import { describe, expect, it } from 'vitest';
import { storedWidthFor } from './image-widths.ts';

describe('the stored size an image address serves', () => {
  it('is the widest not wider than asked, else the narrowest, and none without sizes', () => {
    expect(storedWidthFor([300, 750, 1500], 750)).toBe(750);
    expect(storedWidthFor([300, 750, 1500], 1000)).toBe(750);
    expect(storedWidthFor([300, 750, 1500], 5000)).toBe(1500);
    expect(storedWidthFor([300, 750], 100)).toBe(300);
    expect(storedWidthFor([], 300)).toBeUndefined();
  });
});
