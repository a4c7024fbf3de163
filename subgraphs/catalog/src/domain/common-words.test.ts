import { describe, expect, it } from 'vitest';
import { expectedShare, probeForCommonWords } from './common-words.ts';

const shares = new Map([
  ['bench', 0.9],
  ['benches', 0.05],
  ['oak', 0.2],
  ['the', 0.99],
]);

describe('expectedShare', () => {
  it('sums the common words a prefix begins', () => {
    expect(expectedShare(shares, ['bench'])).toBeCloseTo(0.95);
    expect(expectedShare(shares, ['benche'])).toBeCloseTo(0.05);
  });
  it('never counts a word as more than every row', () => {
    expect(
      expectedShare(
        new Map([
          ['cup', 0.7],
          ['cups', 0.6],
        ]),
        ['cup'],
      ),
    ).toBe(1);
  });
  it('multiplies the shares of several words', () => {
    expect(expectedShare(shares, ['oak', 'bench'])).toBeCloseTo(0.2 * 0.95);
  });
  it('takes a word the statistics do not list as rare', () => {
    expect(expectedShare(shares, ['walnut'])).toBe(0);
    expect(expectedShare(shares, ['bench', 'walnut'])).toBe(0);
    expect(expectedShare(new Map(), ['bench'])).toBe(0);
    expect(expectedShare(shares, [])).toBe(0);
  });
});

describe('probeForCommonWords', () => {
  it('reads in order when most of a large site matches', () => {
    expect(probeForCommonWords(0.95, 10_000)).toBe(true);
    expect(probeForCommonWords(0.3, 10_000)).toBe(true);
  });
  it('asks the index for rarer words', () => {
    expect(probeForCommonWords(0.2, 10_000)).toBe(false);
    expect(probeForCommonWords(0, 10_000)).toBe(false);
  });
  it('asks the index when the site lists no more products than are ranked', () => {
    expect(probeForCommonWords(1, 250)).toBe(false);
    expect(probeForCommonWords(1, 251)).toBe(true);
  });
});
