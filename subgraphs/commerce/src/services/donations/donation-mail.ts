import { moneyOf } from '@atelier/commerce';
import type { MailMessage } from '@atelier/platform';
import type { Donation } from '../../entities/donation.ts';

/** The receipt a donor is mailed once their donation is paid, with its page's link when the site's address is known. */
export function donationReceipt(donation: Donation, link: string | null): MailMessage {
  const money = moneyOf(donation.amountCents, donation.currency);
  return {
    siteId: donation.websiteId,
    kind: 'donation-receipt',
    to: donation.email,
    subject: 'Thank you for your donation',
    text: [
      `Thank you for your donation of ${money.value} ${money.currency}.`,
      '',
      `Paid with the card ending in ${donation.cardLast4 ?? '····'}.`,
      ...(link ? ['', `See your donation: ${link}`] : []),
    ].join('\n'),
  };
}
