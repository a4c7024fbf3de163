import { describe, expect, it } from 'vitest';
import { alreadyRegisteredMail, passwordResetMail, verificationMail } from './account-mails.ts';

const ORIGIN = 'http://kiln.localhost:3000';

describe('account mails', () => {
  it('link to the pages on the address the person used, with the token', () => {
    expect(verificationMail(ORIGIN, 'Ada', 'tok-1', false).text).toContain(
      'http://kiln.localhost:3000/admin/verify?token=tok-1',
    );
    expect(passwordResetMail(ORIGIN, 'Ada', 'tok-2').text).toContain(
      'http://kiln.localhost:3000/admin/reset?token=tok-2',
    );
  });

  it('say how long a link works', () => {
    expect(verificationMail(ORIGIN, 'Ada', 't', false).text).toContain('for 24 hours');
    expect(passwordResetMail(ORIGIN, 'Ada', 't').text).toContain('for 1 hour');
  });

  it('tell an address that already has an account how to sign in and reset, with no token but a verification one', () => {
    const note = alreadyRegisteredMail(ORIGIN, 'Ada', 'sign-up');
    expect(note.subject).toBe('You already have an Atelier account');
    expect(note.text).toContain(`${ORIGIN}/admin/login\n`);
    expect(note.text).toContain(`${ORIGIN}/admin/reset\n`);
    expect(note.text).not.toContain('token=');
    expect(alreadyRegisteredMail(ORIGIN, 'Ada', 'sign-up', 'v-1').text).toContain('/admin/verify?token=v-1');
  });
});
