import { createHash, randomBytes } from 'node:crypto';
import { cardDigits, TEST_CARDS, testCardOutcome, type TestCardOutcome } from '../test-cards.ts';
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

/** The part of a MikroORM EntityManager the ledger needs (a fresh one per call: outside any transaction). */
export interface LedgerConnection {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- MikroORM's execute is generic over its own row types.
  execute(sql: string, params: any[]): Promise<any>;
}

const referenceOf = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

const outcomeOf = (row: LedgerRow): ChargeOutcome =>
  row.outcome === 'succeeded'
    ? { status: 'succeeded', reference: row.reference! }
    : { status: row.outcome, message: row.message ?? PAYMENT_MESSAGES.failed };

/**
 * The built-in provider for stores in test mode, site owners' plans in test mode, and the tests: it
 * behaves as a real one does (idempotent by key, answers kept, customers, kept cards, refunds),
 * keeping its ledger in a table of the subgraph that uses it (`ledgerTable`, schema-qualified, with
 * the columns of commerce's test_payment_ledger). The card decides (TEST_CARDS): approve, decline,
 * fail, or charge and lose the answer (a timeout).
 */
export function testPaymentProvider(newEm: () => LedgerConnection, ledgerTable: string): PaymentProvider {
  const find = async (key: string): Promise<LedgerRow | null> => {
    const rows: LedgerRow[] = await newEm().execute(
      `select outcome, reference, message from ${ledgerTable} where idempotency_key = ?`,
      [key],
    );
    return rows[0] ?? null;
  };
  const record = async (key: string, kind: string, amountCents: number, currency: string, row: LedgerRow) => {
    // The first answer for a key stands: a repeat reads it back, as a real provider's does.
    await newEm().execute(
      `insert into ${ledgerTable} (idempotency_key, kind, amount_cents, currency, outcome, reference, message) values (?, ?, ?, ?, ?, ?, ?) on conflict (idempotency_key) do nothing`,
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
            : { outcome: 'succeeded', reference: referenceOf('ch'), message: null };
      const kept = await record(request.idempotencyKey, 'charge', request.amountCents, request.currency, row);
      if (outcome === 'timeout') throw new PaymentTimeoutError('the test provider');
      return outcomeOf(kept);
    },
    async createCustomer(request) {
      // The same key names the same customer, as a real provider's idempotency does.
      return {
        reference: `cus_test_${createHash('sha256').update(request.idempotencyKey).digest('hex').slice(0, 24)}`,
      };
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
      const [charge]: { n: number }[] = await newEm().execute(
        `select count(*)::int as n from ${ledgerTable} where reference = ? and outcome = 'succeeded'`,
        [request.chargeReference],
      );
      if (!charge?.n) return { status: 'failed', message: 'The provider has no such charge.' };
      const kept = await record(request.idempotencyKey, 'refund', request.amountCents, request.currency, {
        outcome: 'succeeded',
        reference: referenceOf('re'),
        message: null,
      });
      return kept.outcome === 'succeeded'
        ? { status: 'succeeded', reference: kept.reference! }
        : { status: 'failed', message: kept.message ?? PAYMENT_MESSAGES.failed };
    },
  };
}
