import { DUNNING_RETRY_DAYS, type SubscriptionEvent } from '@atelier/billing';

/** Why billing mails a site's owner: a charge that failed (each try of dunning), or the site stopped being served. */
export type OwnerNoticeKind = 'PAYMENT_FAILED' | 'SITE_EXPIRED';

/** Why a site expired, as the transition table names the event. */
export type ExpiryReason = Extract<
  SubscriptionEvent,
  'TRIAL_ENDED' | 'DUNNING_EXHAUSTED' | 'PERIOD_ENDED_WITHOUT_RENEWAL'
>;

/** What billing knew when it recorded the notice: kept with it, so a later send says what happened then. */
export type OwnerNoticeFacts =
  | {
      kind: 'PAYMENT_FAILED';
      planName: string;
      amountMinor: number;
      currency: string;
      /** Which try failed: 1 for the renewal's own charge. */
      failures: number;
      nextRetryAt: string;
    }
  | { kind: 'SITE_EXPIRED'; planName: string; reason: ExpiryReason };

/** The site and person the mail is for, read when it is sent. */
export interface NoticeAddressee {
  siteTitle: string;
  ownerName: string;
  /** The site's billing panel, where the owner pays or changes card. */
  billingUrl: string;
}

export interface NoticeMail {
  kind: string;
  subject: string;
  text: string;
}

/** Every charge of a renewal: its own and dunning's retries. */
export const CHARGE_TRIES = DUNNING_RETRY_DAYS.length + 1;

const SIGNATURE = '\n\n— Atelier';

const amount = (minor: number, currency: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(minor / 100);

/** A day as the mail writes it, in UTC (the clock's own time): "27 November 2026". */
const day = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

const EXPIRY_WHY: Readonly<Record<ExpiryReason, (plan: string) => string>> = {
  TRIAL_ENDED: (plan) => `its free trial of ${plan} has ended`,
  DUNNING_EXHAUSTED: (plan) => `we could not charge the renewal of its ${plan} plan after ${CHARGE_TRIES} tries`,
  PERIOD_ENDED_WITHOUT_RENEWAL: (plan) => `its ${plan} plan ended and auto-renew was off`,
};

/** The mail's words: what happened, what the owner's visitors see, and the one place to put it right. */
export function ownerNoticeMail(facts: OwnerNoticeFacts, to: NoticeAddressee): NoticeMail {
  if (facts.kind === 'PAYMENT_FAILED') {
    const last = facts.failures >= CHARGE_TRIES - 1;
    const then = last
      ? `We will try once more on ${day(facts.nextRetryAt)}. If that try fails too, ${to.siteTitle} stops being shown to visitors (nothing on it is lost, and paying brings it back).`
      : `We will try again on ${day(facts.nextRetryAt)}. Until then ${to.siteTitle} stays online as it is.`;
    return {
      kind: 'billing-payment-failed',
      subject: `Payment failed for ${to.siteTitle}`,
      text: `Hello ${to.ownerName},\n\nWe could not charge ${amount(facts.amountMinor, facts.currency)} for the ${facts.planName} plan of ${to.siteTitle} (try ${facts.failures} of ${CHARGE_TRIES}).\n\n${then}\n\nTo pay now or use another card, open the billing panel:\n${to.billingUrl}${SIGNATURE}`,
    };
  }
  return {
    kind: 'billing-site-expired',
    subject: `${to.siteTitle} is no longer shown to visitors`,
    text: `Hello ${to.ownerName},\n\n${to.siteTitle} has expired: ${EXPIRY_WHY[facts.reason](facts.planName)}.\n\nVisitors now see a page saying the site is unavailable, and nothing can be bought. Everything on it is kept. Choose a plan and pay in the billing panel to bring it back:\n${to.billingUrl}${SIGNATURE}`,
  };
}
