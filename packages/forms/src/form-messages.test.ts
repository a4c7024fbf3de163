import { describe, expect, it } from 'vitest';
import {
  checkRestockEmail,
  emailInvalidMessage,
  FIELD_MESSAGES,
  FORM_MESSAGES,
  restockSuccessText,
  RESTOCK_MESSAGES,
  SUBMISSION_STATUS_MESSAGES,
  submissionFailureMessage,
} from './form-messages.ts';

describe('the texts of SPEC sections 5 and 8, word for word', () => {
  it('has the field messages', () => {
    expect(FIELD_MESSAGES.required).toBe('Required');
    expect(FIELD_MESSAGES.emailInvalidTemplate).toBe(
      'Email is not valid. Email addresses should follow the format {email}.',
    );
    expect(FIELD_MESSAGES.overCharacterLimit).toBe('You have exceeded the character limit');
  });

  it('fills the example address into the email message', () => {
    expect(emailInvalidMessage()).toBe('Email is not valid. Email addresses should follow the format user@domain.com.');
    expect(emailInvalidMessage('name@example.org')).toBe(
      'Email is not valid. Email addresses should follow the format name@example.org.',
    );
  });

  it('has the form messages', () => {
    expect(FORM_MESSAGES).toEqual({
      submitting: 'Submitting…',
      saving: 'Saving…',
      processingError: 'Error processing form submission. Please reload and try again.',
      unknownError: 'Unknown error, please try again later.',
      captchaRequired: 'Complete CAPTCHA before submitting.',
      submissionKeyError: 'Could not get a form submission key, please try again later.',
      parseError: 'Could not parse the form fields, please check your entries.',
      fieldsInvalid: 'One or more fields is invalid, please check your entries.',
      problemBelow: 'Your form has encountered a problem. Please scroll down to review.',
      problemAbove: 'Your form has encountered a problem. Please scroll up to review.',
    });
  });

  it('has the status messages', () => {
    expect(SUBMISSION_STATUS_MESSAGES).toEqual({
      401: 'Unable to submit form. Please try again later.',
      404: 'This form has not been configured yet.',
      429: 'Unable to submit form. Submission rate limit exceeded. Please try again later.',
      500: 'Unable to send form. Please try again later.',
    });
  });

  it('has the restock messages', () => {
    expect(RESTOCK_MESSAGES).toEqual({
      emailBlank: 'Email cannot be blank',
      emailInvalid: 'Email is invalid',
      captchaRequired: 'Complete CAPTCHA before submitting.',
      success: 'Signed up!',
    });
  });
});

describe('submissionFailureMessage (SPEC section 8, by status)', () => {
  it.each([
    [401, 'Unable to submit form. Please try again later.'],
    [404, 'This form has not been configured yet.'],
    [429, 'Unable to submit form. Submission rate limit exceeded. Please try again later.'],
    [500, 'Unable to send form. Please try again later.'],
  ])('gives %i its own text, whatever the server sent', (status, message) => {
    expect(submissionFailureMessage(status, { error: 'Something else', errors: { email: 'Required' } })).toEqual({
      kind: 'message',
      message,
    });
  });

  it('gives a 400 with an errors map the per-field errors', () => {
    expect(
      submissionFailureMessage(400, {
        errors: {
          email: 'Email is not valid. Email addresses should follow the format user@domain.com.',
          name: 'Required',
        },
      }),
    ).toEqual({
      kind: 'fields',
      message: 'One or more fields is invalid, please check your entries.',
      errors: {
        email: 'Email is not valid. Email addresses should follow the format user@domain.com.',
        name: 'Required',
      },
    });
  });

  it('keeps only the text messages of an errors map', () => {
    expect(submissionFailureMessage(400, { errors: { email: 'Required', name: 5, other: '' } })).toEqual({
      kind: 'fields',
      message: 'One or more fields is invalid, please check your entries.',
      errors: { email: 'Required' },
    });
  });

  it('shows the server’s error text otherwise', () => {
    expect(
      submissionFailureMessage(400, { error: 'Could not parse the form fields, please check your entries.' }),
    ).toEqual({ kind: 'message', message: 'Could not parse the form fields, please check your entries.' });
    expect(submissionFailureMessage(400, { errors: {}, message: ' Bad key. ' })).toEqual({
      kind: 'message',
      message: 'Bad key.',
    });
    expect(submissionFailureMessage(403, 'Forbidden by the site.')).toEqual({
      kind: 'message',
      message: 'Forbidden by the site.',
    });
    expect(submissionFailureMessage(503, { error: 'Down for maintenance.' })).toEqual({
      kind: 'message',
      message: 'Down for maintenance.',
    });
  });

  it('says "Unknown error" when the server gave no text, or a page of HTML', () => {
    for (const [status, body] of [
      [400, {}],
      [502, '<html><body>Bad gateway</body></html>'],
      [0, null],
      [418, { error: 42 }],
      [400, 'x'.repeat(501)],
    ] as const) {
      expect(submissionFailureMessage(status, body)).toEqual({
        kind: 'message',
        message: 'Unknown error, please try again later.',
      });
    }
  });
});

describe('checkRestockEmail (SPEC section 5, Restock email)', () => {
  it('refuses a blank email', () => {
    expect(checkRestockEmail('')).toEqual({ ok: false, message: 'Email cannot be blank' });
    expect(checkRestockEmail('   ')).toEqual({ ok: false, message: 'Email cannot be blank' });
  });

  it.each(['user', 'user@domain', 'a b@c.d', `${'a'.repeat(250)}@domain.com`])('refuses %j as invalid', (email) => {
    expect(checkRestockEmail(email)).toEqual({ ok: false, message: 'Email is invalid' });
  });

  it('takes an address, trimmed', () => {
    expect(checkRestockEmail(' user@domain.com ')).toEqual({ ok: true, email: 'user@domain.com' });
  });
});

describe('restockSuccessText (SPEC section 4, Restock form)', () => {
  it('uses the owner’s text, else Signed up!', () => {
    expect(restockSuccessText('We will write to you.')).toBe('We will write to you.');
    expect(restockSuccessText('  ')).toBe('Signed up!');
    expect(restockSuccessText(null)).toBe('Signed up!');
    expect(restockSuccessText(undefined)).toBe('Signed up!');
  });
});
