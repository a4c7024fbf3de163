import { describe, expect, it } from 'vitest';
import { CHARGE_TRIES, ownerNoticeMail } from './owner-notices.ts';

const TO = {
  siteTitle: 'Kiln & Co. Ceramics',
  ownerName: 'Ada',
  billingUrl: 'http://kiln.localhost:3000/admin/billing',
};

describe('the mails billing sends a site’s owner', () => {
  it('counts four charges of a renewal: its own and the three retries of dunning', () => {
    expect(CHARGE_TRIES).toBe(4);
  });

  it('says what a failed charge was, which try, when the next is, and where to pay', () => {
    const mail = ownerNoticeMail(
      {
        kind: 'PAYMENT_FAILED',
        planName: 'Business',
        amountMinor: 6500,
        currency: 'USD',
        failures: 1,
        nextRetryAt: '2026-11-27T05:00:00.000Z',
      },
      TO,
    );
    expect(mail.kind).toBe('billing-payment-failed');
    expect(mail.subject).toBe('Payment failed for Kiln & Co. Ceramics');
    expect(mail.text).toContain(
      'We could not charge $65.00 for the Business plan of Kiln & Co. Ceramics (try 1 of 4).',
    );
    expect(mail.text).toContain(
      'We will try again on 27 November 2026. Until then Kiln & Co. Ceramics stays online as it is.',
    );
    expect(mail.text).toContain('\nhttp://kiln.localhost:3000/admin/billing');
    expect(mail.text.startsWith('Hello Ada,')).toBe(true);
  });

  it('warns before the last try that the site will stop being shown', () => {
    const mail = ownerNoticeMail(
      {
        kind: 'PAYMENT_FAILED',
        planName: 'Business',
        amountMinor: 6500,
        currency: 'USD',
        failures: 3,
        nextRetryAt: '2026-12-02T23:59:00.000Z',
      },
      TO,
    );
    expect(mail.text).toContain('(try 3 of 4)');
    expect(mail.text).toContain('We will try once more on 2 December 2026. If that try fails too,');
  });

  it('names why a site expired, for each reason', () => {
    const why = (reason: 'TRIAL_ENDED' | 'DUNNING_EXHAUSTED' | 'PERIOD_ENDED_WITHOUT_RENEWAL') =>
      ownerNoticeMail({ kind: 'SITE_EXPIRED', planName: 'Business', reason }, TO).text.split('\n')[2];
    expect(why('TRIAL_ENDED')).toBe('Kiln & Co. Ceramics has expired: its free trial of Business has ended.');
    expect(why('DUNNING_EXHAUSTED')).toBe(
      'Kiln & Co. Ceramics has expired: we could not charge the renewal of its Business plan after 4 tries.',
    );
    expect(why('PERIOD_ENDED_WITHOUT_RENEWAL')).toBe(
      'Kiln & Co. Ceramics has expired: its Business plan ended and auto-renew was off.',
    );
    const mail = ownerNoticeMail({ kind: 'SITE_EXPIRED', planName: 'Business', reason: 'TRIAL_ENDED' }, TO);
    expect(mail.subject).toBe('Kiln & Co. Ceramics is no longer shown to visitors');
    expect(mail.text).toContain('Everything on it is kept.');
  });
});
