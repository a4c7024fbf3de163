import type { EntityManager } from '@mikro-orm/postgresql';
import { BILLING_CURRENCY } from '@atelier/billing';
import { PaymentTimeoutError, type ChargeOutcome, type PaymentProvider } from '@atelier/commerce/server';
import { newId } from '@atelier/platform';
import { Invoice, type InvoiceKind } from '../entities/invoice.ts';
import type { SiteBilling } from '../entities/site-billing.ts';
import type { BillingSubscription } from '../entities/billing-subscription.ts';
import type { Quote } from '../domain/billing-quotes.ts';

export type ChargeResult =
  | { status: 'PAID'; invoice: Invoice }
  | { status: 'DECLINED' | 'FAILED'; invoice: Invoice; message: string }
  | { status: 'NO_CARD'; invoice: Invoice };

/**
 * Whether a total cannot be charged for want of a card: asked before its invoice is made, so that a
 * refused payment leaves no open invoice behind (an invoice of nothing is paid without a card).
 */
export const cardMissingFor = (site: SiteBilling, totalMinor: number): boolean =>
  totalMinor > 0 && !site.paymentMethodReference;

/**
 * The invoice of a quote, made once per key: asked again with the same key (a double click, a job
 * run twice) it is the same invoice. Its number is the site's next.
 */
export async function invoiceFor(
  em: EntityManager,
  site: SiteBilling,
  subscription: BillingSubscription,
  quote: Quote,
  taxRatePpm: number,
  kind: InvoiceKind,
  idempotencyKey: string,
): Promise<Invoice> {
  const existing = await em.findOne(Invoice, { idempotencyKey });
  if (existing) return existing;
  site.invoiceCount += 1;
  return em.create(Invoice, {
    id: newId('inv'),
    websiteId: site.websiteId,
    subscriptionId: subscription.id,
    number: `INV-${String(site.invoiceCount).padStart(6, '0')}`,
    kind,
    lines: quote.lines.map((line) => ({
      kind: line.kind,
      description: line.description,
      amount: line.amount,
      periodStart: line.periodStart?.toISOString() ?? null,
      periodEnd: line.periodEnd?.toISOString() ?? null,
    })),
    subtotalMinor: quote.subtotal,
    creditAppliedMinor: quote.creditApplied,
    taxMinor: quote.tax,
    taxRatePpm,
    totalMinor: quote.total,
    currency: BILLING_CURRENCY,
    idempotencyKey,
  });
}

/**
 * Charges an invoice with the site's kept card, off session. Each attempt has its own key
 * (`key#n`), so a card that was declined can be tried again after the owner changes it; before a
 * new attempt, an earlier one whose answer was lost is looked up, so it is never charged twice. An
 * invoice of nothing is paid without asking the provider.
 */
export async function chargeInvoice(
  em: EntityManager,
  payments: PaymentProvider,
  site: SiteBilling,
  invoice: Invoice,
  now = new Date(),
): Promise<ChargeResult> {
  if (invoice.status === 'PAID') return { status: 'PAID', invoice };
  if (invoice.totalMinor === 0) return paid(invoice, null, now);
  if (invoice.attempts > 0 && invoice.status === 'OPEN') {
    const earlier = await payments.lookup(`${invoice.idempotencyKey}#${invoice.attempts}`);
    if (earlier?.status === 'succeeded') return paid(invoice, earlier.reference, now);
  }
  if (!site.paymentMethodReference) return { status: 'NO_CARD', invoice };
  invoice.attempts += 1;
  let outcome: ChargeOutcome;
  try {
    outcome = await payments.charge({
      idempotencyKey: `${invoice.idempotencyKey}#${invoice.attempts}`,
      amountCents: invoice.totalMinor,
      currency: invoice.currency,
      paymentToken: site.paymentMethodReference,
      customerReference: site.customerReference ?? undefined,
      offSession: true,
      description: `Atelier ${invoice.number}`,
    });
  } catch (error) {
    if (!(error instanceof PaymentTimeoutError)) throw error;
    // The answer was lost: the invoice stays open, and the next attempt looks this one up first.
    invoice.status = 'OPEN';
    return { status: 'FAILED', invoice, message: 'The payment provider did not answer in time. Please try again.' };
  }
  if (outcome.status === 'succeeded') return paid(invoice, outcome.reference, now);
  invoice.status = 'FAILED';
  invoice.failureMessage = outcome.message;
  return { status: outcome.status === 'declined' ? 'DECLINED' : 'FAILED', invoice, message: outcome.message };
}

function paid(invoice: Invoice, reference: string | null, now: Date): ChargeResult {
  invoice.status = 'PAID';
  invoice.paymentReference = reference;
  invoice.failureMessage = null;
  invoice.paidAt = now;
  return { status: 'PAID', invoice };
}
