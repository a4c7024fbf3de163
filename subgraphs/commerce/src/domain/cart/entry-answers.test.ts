import { describe, expect, it } from 'vitest';
import { checkEntryAnswers, giftCardRecipientOf } from './entry-answers.ts';

const FORM = JSON.stringify({
  name: 'Woven label',
  captcha: 'none',
  fields: [
    { id: 'initials', type: 'text', title: 'Initials on the label', required: true, maxLength: 3 },
    { id: 'thread', type: 'select', title: 'Thread', required: true, options: ['Ivory', 'Indigo'] },
  ],
});

describe('an entry’s answers to its product’s form', () => {
  it('are kept, sanitised, when the form takes them', () => {
    expect(checkEntryAnswers(FORM, '{"initials":" ADA ","thread":"Indigo"}')).toEqual({
      ok: true,
      value: expect.stringContaining('"thread":"Indigo"'),
    });
  });

  it('are required when the form asks', () => {
    expect(checkEntryAnswers(FORM, null)).toMatchObject({
      ok: false,
      errors: [{ field: ['input', 'additionalFields'], code: 'ADDITIONAL_FIELDS_REQUIRED' }],
    });
  });

  it('are refused, naming the field, when one is missing or not an option', () => {
    expect(checkEntryAnswers(FORM, '{"initials":"ADA"}')).toMatchObject({
      ok: false,
      errors: [{ field: ['input', 'additionalFields', 'thread'], code: 'INVALID_ADDITIONAL_FIELDS' }],
    });
    expect(checkEntryAnswers(FORM, '{"initials":"ADA","thread":"Gold"}')).toMatchObject({
      ok: false,
      errors: [{ field: ['input', 'additionalFields', 'thread'], code: 'INVALID_ADDITIONAL_FIELDS' }],
    });
  });

  it('are refused past a text field’s own limit, in the words the form shows', () => {
    expect(checkEntryAnswers(FORM, '{"initials":"ABCDE","thread":"Ivory"}')).toEqual({
      ok: false,
      errors: [
        {
          field: ['input', 'additionalFields', 'initials'],
          code: 'INVALID_ADDITIONAL_FIELDS',
          message: 'Initials on the label: You have exceeded the character limit',
        },
      ],
    });
    expect(checkEntryAnswers(FORM, '{"initials":"ABC","thread":"Ivory"}')).toMatchObject({ ok: true });
  });

  it('are refused when they are not answers at all', () => {
    expect(checkEntryAnswers(FORM, '[1,2]')).toMatchObject({
      ok: false,
      errors: [{ code: 'INVALID_ADDITIONAL_FIELDS' }],
    });
    expect(checkEntryAnswers(FORM, '{"nope":"x","initials":"A","thread":"Ivory"}')).toMatchObject({
      ok: false,
      errors: [{ code: 'INVALID_ADDITIONAL_FIELDS' }],
    });
  });

  it('ask nothing when the form cannot be read', () => {
    expect(checkEntryAnswers('{oops', null)).toEqual({ ok: true, value: null });
  });
});

describe('a gift card entry’s recipient', () => {
  it('is checked as the gift card page checks it', () => {
    expect(giftCardRecipientOf('{"recipientEmail":" ada@example.com ","giftMessage":"Hi"}')).toEqual({
      ok: true,
      additionalFields: '{"recipientEmail":"ada@example.com","giftMessage":"Hi"}',
    });
    expect(giftCardRecipientOf('{"recipientEmail":"nope"}')).toMatchObject({ ok: false, field: 'recipientEmail' });
    expect(
      giftCardRecipientOf('{"recipientEmail":"ada@example.com","giftMessage":' + JSON.stringify('x'.repeat(301)) + '}'),
    ).toMatchObject({ ok: false, field: 'giftMessage' });
  });
});
