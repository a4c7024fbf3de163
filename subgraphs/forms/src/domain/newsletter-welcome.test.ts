import { describe, expect, it } from 'vitest';
import { newsletterWelcome } from './newsletter-welcome.ts';

const facts = {
  formName: 'Newsletter',
  submissionMessage: 'You are on the list.',
  siteOrigin: 'https://kiln.example',
  email: 'ada@example.com',
  unsubscribeUrl: 'https://kiln.example/newsletter/unsubscribe?token=abc',
};

describe('newsletterWelcome', () => {
  it('says what was signed up for and carries the unsubscribe link, in the text and as List-Unsubscribe', () => {
    const mail = newsletterWelcome(facts);
    expect(mail.subject).toBe('You are signed up: Newsletter');
    expect(mail.text).toBe(
      'You are on the list.\n\nada@example.com signed up for Newsletter on kiln.example.\n\nTo get no more of it, open https://kiln.example/newsletter/unsubscribe?token=abc',
    );
    expect(mail.headers).toEqual({ 'List-Unsubscribe': '<https://kiln.example/newsletter/unsubscribe?token=abc>' });
    expect(mail.html).toContain('href="https://kiln.example/newsletter/unsubscribe?token=abc"');
  });
  it('thanks in its own words when the form has no message, and escapes the owner’s texts in HTML', () => {
    const mail = newsletterWelcome({ ...facts, submissionMessage: '', formName: '<b>News</b>' });
    expect(mail.text.startsWith('Thank you for signing up.\n')).toBe(true);
    expect(mail.html).toContain('&lt;b&gt;News&lt;/b&gt;');
    expect(mail.html).not.toContain('<b>News</b>');
  });
});
