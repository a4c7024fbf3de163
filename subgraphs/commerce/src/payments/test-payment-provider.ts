import type { EntityManager } from '@mikro-orm/postgresql';
import { cardDigits, TEST_CARDS, testCardOutcome, type TestCardOutcome } from '@atelier/commerce';

import { newId } from '@atelier/platform';
import { PAYMENT_MESSAGES, PaymentTimeoutError, type ChargeOutcome, type PaymentProvider } from './payment-provider.ts';

interface LedgerRow {
  outcome: 'succeeded' | 'declined' | 'failed';
  reference: string | null;
  message: string | null;
}

/** A card kept for later charges: what it does, and its last four digits; never the number. */
const SAVED_PREFIX = 'pm_test_';

/** What a card number, or a kept card's reference, makes the provider do; null when it is neither. */
function outcomeOfToken(token: string): TestCardOutcome | null {
  if (token.startsWith(SAVED_PREFIX)) {
    const outcome = token.slice(SAVED_PREFIX.length).split('_')[0] as TestCardOutcome;
    return outcome in TEST_CARDS ? outcome : null;
  }
  const digits = cardDigits(token);
  return digits ? testCardOutcome(digits) : null;
}

const outcomeOf = (row: LedgerRow): ChargeOutcome =>
  row.outcome === 'succeeded'
    ? { status: 'succeeded', reference: row.reference! }
    : { status: row.outcome, message: row.message ?? PAYMENT_MESSAGES.failed };

/**
 * The built-in provider for stores in test mode and for the tests: it behaves as a real one does
 * (idempotent by key, answers kept, refunds), keeping its ledger in its own table. The card decides
 * (TEST_CARDS): approve, decline, fail, or charge and lose the answer (a timeout).
 */
export function testPaymentProvider(newEm: () => EntityManager): PaymentProvider {
  const find = async (key: string) =>
    (
      await newEm().execute<LedgerRow[]>(
        'select outcome, reference, message from cart.test_payment_ledger where idempotency_key = ?',
        [key],
      )
    )[0] ?? null;
  const record = async (key: string, kind: string, amountCents: number, currency: string, row: LedgerRow) => {
    // The first answer for a key stands: a repeat reads it back, as a real provider's does.
    await newEm().execute(
      `insert into cart.test_payment_ledger (idempotency_key, kind, amount_cents, currency, outcome, reference, message) values (?, ?, ?, ?, ?, ?, ?) on conflict (idempotency_key) do nothing`,
      [key, kind, amountCents, currency, row.outcome, row.reference, row.message],
    );
    return (await find(key))!;
  };
  return {
    name: 'test',
    async charge(request) {
      const earlier = await find(request.idempotencyKey);
      if (earlier) return outcomeOf(earlier);
      const outcome = outcomeOfToken(request.paymentToken);
      if (!outcome) return { status: 'declined', message: PAYMENT_MESSAGES.invalidCard };
      const row: LedgerRow =
        outcome === 'decline'
          ? { outcome: 'declined', reference: null, message: PAYMENT_MESSAGES.declined }
          : outcome === 'fail'
            ? { outcome: 'failed', reference: null, message: PAYMENT_MESSAGES.failed }
            : { outcome: 'succeeded', reference: newId('ch'), message: null };
      const kept = await record(request.idempotencyKey, 'charge', request.amountCents, request.currency, row);
      if (outcome === 'timeout') throw new PaymentTimeoutError('the test provider');
      return outcomeOf(kept);
    },
    async saveMethod(paymentToken) {
      const digits = cardDigits(paymentToken);
      return digits ? `${SAVED_PREFIX}${testCardOutcome(digits)}_${digits.slice(-4)}` : null;
    },
    async lookup(key) {
      const row = await find(key);
      return row ? outcomeOf(row) : null;
    },
    async refund(request) {
      const charge = (
        await newEm().execute<{ n: number }[]>(
          `select count(*)::int as n from cart.test_payment_ledger where reference = ? and outcome = 'succeeded'`,
          [request.chargeReference],
        )
      )[0];
      if (!charge?.n) return { status: 'failed', message: 'The provider has no such charge.' };
      const kept = await record(request.idempotencyKey, 'refund', request.amountCents, request.currency, {
        outcome: 'succeeded',
        reference: newId('re'),
        message: null,
      });
      return kept.outcome === 'succeeded'
        ? { status: 'succeeded', reference: kept.reference! }
        : { status: 'failed', message: kept.message ?? PAYMENT_MESSAGES.failed };
    },
  };
}
