import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cardDigits, TEST_CARDS, testCardOutcome, type TestCardOutcome } from './test-cards.ts';

describe('test cards', () => {
  it('reads a typed card number with spaces or dashes', () => {
    expect(cardDigits('4242 4242 4242 4242')).toBe('4242424242424242');
    expect(cardDigits('4000-0000-0000-0002')).toBe('4000000000000002');
  });

  it('refuses what cannot be a card: a mistyped digit, letters, too short, not a string', () => {
    expect(cardDigits('4242 4242 4242 4241')).toBeNull();
    expect(cardDigits('4242 4242 abcd 4242')).toBeNull();
    expect(cardDigits('4242')).toBeNull();
    expect(cardDigits(4242424242424242)).toBeNull();
  });

  it('does with each card what the README promises, and knows no card the README does not list', () => {
    const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8').replace(/\s+/g, ' ');
    const sentence =
      /Checkout takes payments through the built-in test provider: (.*?)\. Card numbers are never stored/.exec(
        readme,
      )?.[1];
    expect(sentence).toBeDefined();
    // The README's words for each outcome, written here once: a changed promise fails this test.
    const promised: Record<string, TestCardOutcome> = {
      'is approved': 'approve',
      declined: 'decline',
      fails: 'fail',
      'is charged but its answer is lost': 'timeout',
    };
    const documented = [
      ...sentence!.matchAll(
        /(\d{4} \d{4} \d{4} \d{4})(?: \([^)]*\))? (is approved|declined|fails|is charged but its answer is lost)/g,
      ),
    ].map(([, typed, words]) => ({ typed: typed!, outcome: promised[words!]! }));
    expect(documented.map((d) => d.outcome)).toEqual(['approve', 'decline', 'fail', 'timeout']);
    for (const { typed, outcome } of documented) expect(testCardOutcome(cardDigits(typed)!), typed).toBe(outcome);
    expect(new Set(Object.values(TEST_CARDS))).toEqual(new Set(documented.map((d) => cardDigits(d.typed))));
    // "or any other number that passes the Luhn check is approved"
    expect(sentence).toContain('(or any other number that passes the Luhn check) is approved');
    expect(testCardOutcome(cardDigits('5555 5555 5555 4444')!)).toBe('approve');
  });
});
