import { LockMode, type EntityManager } from '@mikro-orm/postgresql';
import { cardDigits, checkDonationAmount } from '@atelier/commerce';
import { createLogger, failed, hashToken, type Mailer, type Outcome } from '@atelier/platform';
import {
  PAYMENT_MESSAGES,
  PaymentTimeoutError,
  type ChargeOutcome,
  type PaymentProvider,
} from '@atelier/commerce/server';
import { checkEmail, isIdempotencyKey } from '../../domain/checkout/checkout-input.ts';
import { DONATION_STATUSES, moveTo, startsAs } from '../../domain/orders/status-transitions.ts';
import { Donation } from '../../entities/donation.ts';
import type { CatalogPort } from '../../ports/catalog-port.ts';
import { refuse, userError, type CartUserError } from '../../errors.ts';
import { donationAccessToken } from './donation-access.ts';
import { donationReceipt } from './donation-mail.ts';

const log = createLogger('donations');

export interface DonateCommand {
  idempotencyKey: string;
  email: string;
  amountCents: number;
  cardNumber: string;
}

export interface DonateDeps {
  em: EntityManager;
  catalog: CatalogPort;
  payments: PaymentProvider;
  mailer: Mailer;
  secret: string;
  siteId: string | undefined;
  /** The site's address the donor gave on, for the receipt's link. */
  siteOrigin: string | undefined;
  /** Counts an attempt against the client's limit: false once it is spent. */
  tryDonation(): Promise<boolean>;
}

export type DonateResult = Outcome<{ donation: Donation; accessToken: string }, CartUserError['code']>;

/**
 * Gives a donation: checks the donor's input and the amount against the store's currency, records
 * the donation as awaiting its payment, charges it through the payment provider with the
 * donation's id as the idempotency key, and records the answer. A repeat with the same key finds
 * the first donation and charges nothing more; a declined card is a declined donation, refused.
 */
export async function donate(deps: DonateDeps, command: DonateCommand): Promise<DonateResult> {
  if (!deps.siteId) return refuse('STORE_CLOSED');
  if (!isIdempotencyKey(command.idempotencyKey)) return refuse('IDEMPOTENCY_KEY_INVALID', ['input', 'idempotencyKey']);
  const id = donationId(deps.siteId, command.idempotencyKey);
  const earlier = await deps.em.fork().findOne(Donation, { id, websiteId: deps.siteId });
  if (earlier) return answerOf(deps, earlier);
  if (!(await deps.tryDonation())) return refuse('RATE_LIMITED');

  const problems: CartUserError[] = [];
  const emailProblem = checkEmail(command.email);
  if (emailProblem) problems.push(emailProblem);
  const card = cardDigits(command.cardNumber);
  if (!card) problems.push(userError('CARD_INVALID', ['input', 'cardNumber']));
  const store = await deps.catalog.storeCurrency();
  if (store.status === 'unavailable') return refuse('SERVICE_UNAVAILABLE');
  if (store.status === 'missing') return refuse('STORE_CLOSED');
  const amount = checkDonationAmount(command.amountCents, store.currency);
  if (!amount.ok) problems.push(userError('DONATION_AMOUNT_INVALID', ['input', 'amountCents'], amount));
  if (problems.length || !card || !amount.ok) return failed(problems);

  const inserted = await deps.em.fork().execute<{ id: string }[]>(
    `insert into cart.donation (id, website_id, email, amount_cents, currency, status, provider, card_last4, access_token_hash, site_origin, created_at)
     values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, now()) on conflict (id) do nothing returning id`,
    [
      id,
      deps.siteId,
      command.email.trim(),
      amount.amountMinor,
      store.currency,
      startsAs(DONATION_STATUSES, 'PENDING'),
      deps.payments.name,
      card.slice(-4),
      hashToken(donationAccessToken(deps.secret, id)),
      deps.siteOrigin ?? null,
    ],
  );
  // Another submit with this key recorded it first: that one charges, this one answers it.
  if (!inserted.length) return answerOf(deps, await deps.em.fork().findOneOrFail(Donation, { id }));

  let outcome: ChargeOutcome | null = null;
  try {
    outcome = await deps.payments.charge({
      idempotencyKey: id,
      amountCents: amount.amountMinor,
      currency: store.currency,
      paymentToken: card,
      description: 'Donation',
    });
  } catch (error) {
    // The answer is lost: the donation waits, saying so, and asking again with its key never charges twice.
    if (!(error instanceof PaymentTimeoutError))
      log.error({ err: error, donationId: id }, 'the payment provider failed');
    await deps.em
      .fork()
      .nativeUpdate(Donation, { id, status: 'PENDING' }, { failureMessage: PAYMENT_MESSAGES.noAnswer });
  }
  const donation = outcome
    ? await settleDonation(deps.em.fork(), id, outcome)
    : await deps.em.fork().findOneOrFail(Donation, { id });
  if (donation.status === 'PAID') await mailReceipt(deps, donation);
  return answerOf(deps, donation);
}

/** Records the provider's answer of a donation still waiting for it; one already answered stays as it is. */
export async function settleDonation(em: EntityManager, id: string, outcome: ChargeOutcome): Promise<Donation> {
  return em.transactional(async (tx) => {
    const donation = await tx.findOneOrFail(Donation, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (donation.status !== 'PENDING') return donation;
    const now = new Date();
    donation.settledAt = now;
    if (outcome.status === 'succeeded') {
      moveTo(DONATION_STATUSES, donation, 'PAID');
      Object.assign(donation, { paidAt: now, providerReference: outcome.reference, failureMessage: null });
    } else {
      moveTo(DONATION_STATUSES, donation, outcome.status === 'declined' ? 'DECLINED' : 'FAILED');
      donation.failureMessage = outcome.message;
    }
    return donation;
  });
}

/** The donor's receipt; a transport that refuses it is logged, and the donation stays given. */
export async function mailReceipt(deps: Pick<DonateDeps, 'mailer' | 'secret'>, donation: Donation): Promise<void> {
  const link = donation.siteOrigin
    ? `${donation.siteOrigin}/commerce/donations/${encodeURIComponent(donation.id)}?token=${encodeURIComponent(donationAccessToken(deps.secret, donation.id))}`
    : null;
  await deps.mailer
    .send(donationReceipt(donation, link))
    .catch((error) => log.warn({ err: error, donationId: donation.id }, 'donation receipt not sent'));
}

/** What a donation answers its donor: itself with its link's token, or the provider's refusal. */
function answerOf(deps: DonateDeps, donation: Donation): DonateResult {
  const reason = donation.failureMessage ? { message: donation.failureMessage } : undefined;
  if (donation.status === 'DECLINED') return refuse('PAYMENT_DECLINED', ['input', 'cardNumber'], reason);
  if (donation.status === 'FAILED') return refuse('PAYMENT_FAILED', ['input', 'cardNumber'], reason);
  return { ok: true, value: { donation, accessToken: donationAccessToken(deps.secret, donation.id) } };
}

/** One donation per site and attempt key, so a repeated submit finds the first one by its id. */
const donationId = (siteId: string, key: string) => `don_${hashToken(`${siteId}:${key}`).slice(0, 32)}`;
