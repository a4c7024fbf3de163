/**
 * The words of the mails an owner receives about their account. Links lead to the dashboard's pages
 * on the address the request came through (the origin), which is where the person is.
 */
export interface AccountMailText {
  kind: string;
  subject: string;
  text: string;
}

/** The dashboard's pages that mails link to; the token travels in the query, as the pages read it. */
export const ACCOUNT_PAGES = {
  signIn: '/admin/login',
  verify: '/admin/verify',
  reset: '/admin/reset',
} as const;

const link = (origin: string, path: string, token?: string) =>
  `${origin}${path}${token ? `?token=${encodeURIComponent(token)}` : ''}`;

const SIGNATURE = '\n\n— Atelier';

export function verificationMail(origin: string, name: string, token: string, change: boolean): AccountMailText {
  const why = change
    ? 'You asked to sign in to Atelier with this email address from now on. To confirm it, open this link and choose “Confirm my email address”:'
    : 'Welcome to Atelier. Open this link and choose “Confirm my email address”, and you are signed in:';
  return {
    kind: 'account-verify-email',
    subject: change ? 'Confirm your new Atelier email address' : 'Confirm your email address for Atelier',
    text: `Hello ${name},\n\n${why}\n\n${link(origin, ACCOUNT_PAGES.verify, token)}\n\nThe link works once, for 24 hours. If you did not ask for this, ignore this email: nothing changes.${SIGNATURE}`,
  };
}

export function passwordResetMail(origin: string, name: string, token: string): AccountMailText {
  return {
    kind: 'account-reset-password',
    subject: 'Reset your Atelier password',
    text: `Hello ${name},\n\nSomeone (we hope you) asked to reset the password of your Atelier account. Choose a new password here:\n\n${link(origin, ACCOUNT_PAGES.reset, token)}\n\nThe link works once, for 1 hour; setting a new password signs you out everywhere else. If you did not ask, ignore this email: your password stays as it is.${SIGNATURE}`,
  };
}

/**
 * The answer to a sign-up (or change of email) for an address that already has an account: the
 * page said "check your inbox" either way, and only this mailbox learns that the account exists.
 */
export function alreadyRegisteredMail(
  origin: string,
  name: string,
  context: 'sign-up' | 'change-email',
  verifyToken?: string,
): AccountMailText {
  const what =
    context === 'sign-up'
      ? 'Someone (perhaps you) tried to sign up for Atelier with this email address, which already has an account, so no new account was made.'
      : 'Someone asked to move another Atelier account to this email address, which already has an account of its own, so nothing was changed.';
  const verify = verifyToken
    ? `\n\nThis address is not confirmed yet; confirm it here (works once, for 24 hours):\n${link(origin, ACCOUNT_PAGES.verify, verifyToken)}`
    : '';
  return {
    kind: 'account-already-registered',
    subject: 'You already have an Atelier account',
    text: `Hello ${name},\n\n${what}\n\nSign in here:\n${link(origin, ACCOUNT_PAGES.signIn)}\n\nForgot your password? Reset it here:\n${link(origin, ACCOUNT_PAGES.reset)}${verify}\n\nIf this was not you, ignore this email.${SIGNATURE}`,
  };
}
