/**
 * The built-in test payment provider's cards: what each number makes the provider do. The checkout
 * page lists them while the store takes test payments, and the provider reads them, so the two
 * never disagree. Any other number that passes the Luhn check is approved too.
 */
export const TEST_CARDS = {
  approve: '4242424242424242',
  decline: '4000000000000002',
  fail: '4000000000000119',
  /** Charged, but the answer never arrives: the order waits until the provider is asked again. */
  timeout: '4000000000000259',
} as const;

export type TestCardOutcome = keyof typeof TEST_CARDS;

/** A card number as typed (spaces and dashes allowed), as digits; null when it cannot be a card. */
export function cardDigits(input: unknown): string | null {
  if (typeof input !== 'string') return null;
  const digits = input.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits)) return null;
  // Luhn: every second digit from the right doubled; a mistyped digit fails the sum.
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0 ? digits : null;
}

/** What the test provider does with a card. */
export function testCardOutcome(digits: string): TestCardOutcome {
  const entry = Object.entries(TEST_CARDS).find(([, number]) => number === digits);
  return (entry?.[0] as TestCardOutcome | undefined) ?? 'approve';
}
