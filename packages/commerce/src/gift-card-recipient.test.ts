import { describe, expect, it } from 'vitest';
import { checkGiftCardRecipient } from './gift-card-recipient.ts';

describe('checkGiftCardRecipient', () => {
  it('wants an email that looks like one', () => {
    expect(checkGiftCardRecipient(' ', '')).toEqual({
      ok: false,
      field: 'recipientEmail',
      message: 'Enter the email address of the person the gift card is for.',
    });
    expect(checkGiftCardRecipient('friend@', '')).toEqual({
      ok: false,
      field: 'recipientEmail',
      message: 'Enter the recipient’s email as name@example.com.',
    });
  });
  it('caps the message at 300 characters', () => {
    expect(checkGiftCardRecipient('a@b.co', 'x'.repeat(301))).toMatchObject({ ok: false, field: 'giftMessage' });
  });
  it('keeps both as the entry’s additional fields', () => {
    expect(checkGiftCardRecipient(' ada@example.com ', ' Happy birthday ')).toEqual({
      ok: true,
      additionalFields: '{"recipientEmail":"ada@example.com","giftMessage":"Happy birthday"}',
    });
  });
});
