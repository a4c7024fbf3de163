import { describe, expect, it } from 'vitest';
import { formatGiftCardCode, giftCardCode, normalizeGiftCardCode } from './gift-card-code.ts';

describe('gift card codes', () => {
  it('are 16 characters without 0, O, 1 or I, the same for one card and different between cards', () => {
    const code = giftCardCode('secret', 'gc_1');
    expect(code).toMatch(/^[A-HJ-NP-Z2-9]{16}$/);
    expect(giftCardCode('secret', 'gc_1')).toBe(code);
    expect(giftCardCode('secret', 'gc_2')).not.toBe(code);
    expect(giftCardCode('other secret', 'gc_1')).not.toBe(code);
  });

  it('spread over the alphabet (no letter is favoured)', () => {
    const counts = new Map<string, number>();
    for (let i = 0; i < 2000; i++)
      for (const c of giftCardCode('s', `gc_${i}`)) counts.set(c, (counts.get(c) ?? 0) + 1);
    expect(counts.size).toBe(32);
    // 32000 letters over 32: about 1000 each.
    for (const n of counts.values()) expect(n).toBeGreaterThan(800);
  });

  it('read back whatever the case, spaces and dashes a shopper typed', () => {
    const code = giftCardCode('secret', 'gc_1');
    const shown = formatGiftCardCode(code);
    expect(shown).toMatch(/^\w{4}-\w{4}-\w{4}-\w{4}$/);
    expect(normalizeGiftCardCode(shown)).toBe(code);
    expect(normalizeGiftCardCode(` ${shown.toLowerCase().replace(/-/g, ' ')} `)).toBe(code);
  });

  it('refuse what cannot be a code', () => {
    for (const input of ['', 'ABCD', 'ABCD-EFGH-JKMN-PQR0', 'ABCDEFGHJKMNPQRSTU', 42, null, 'x'.repeat(100)])
      expect(normalizeGiftCardCode(input)).toBeNull();
  });
});
