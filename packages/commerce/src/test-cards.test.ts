import { describe, expect, it } from 'vitest';
import { cardDigits, TEST_CARDS, testCardOutcome } from './test-cards.ts';

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

  it('every listed card passes the Luhn check and does what it is listed for', () => {
    for (const [outcome, number] of Object.entries(TEST_CARDS)) {
      expect(cardDigits(number)).toBe(number);
      expect(testCardOutcome(number)).toBe(outcome);
    }
    expect(testCardOutcome('5555555555554444')).toBe('approve');
  });
});
