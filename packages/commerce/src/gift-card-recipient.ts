import { isEmailAddress } from '@atelier/forms';

/**
 * Who a gift card is for: the recipient's email (the card's code is mailed there) and an optional
 * message. Checked on the gift card page before adding, and kept with the cart entry as its
 * additional fields.
 */
export const GIFT_MESSAGE_MAX = 300;

export const GIFT_CARD_MESSAGES = {
  emailRequired: 'Enter the email address of the person the gift card is for.',
  emailInvalid: 'Enter the recipient’s email as name@example.com.',
  messageTooLong: `A gift message may be at most ${GIFT_MESSAGE_MAX} characters.`,
} as const;

export function checkGiftCardRecipient(
  email: string,
  message: string,
): { ok: true; additionalFields: string } | { ok: false; field: 'recipientEmail' | 'giftMessage'; message: string } {
  const address = email.trim();
  if (!address) return { ok: false, field: 'recipientEmail', message: GIFT_CARD_MESSAGES.emailRequired };
  // The product's one email rule (3 to 256 characters, name@host.tld), as forms and restock use it.
  if (!isEmailAddress(address)) return { ok: false, field: 'recipientEmail', message: GIFT_CARD_MESSAGES.emailInvalid };
  const note = message.trim();
  if ([...note].length > GIFT_MESSAGE_MAX)
    return { ok: false, field: 'giftMessage', message: GIFT_CARD_MESSAGES.messageTooLong };
  return { ok: true, additionalFields: JSON.stringify({ recipientEmail: address, giftMessage: note }) };
}
