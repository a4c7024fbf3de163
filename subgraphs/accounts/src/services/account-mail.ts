import { createLogger, type Mailer } from '@atelier/platform';
import { ACCOUNT_MAIL_SITE_ID } from '../domain/account-policy.ts';
import type { AccountMailText } from '../domain/account-mails.ts';

const log = createLogger('accounts');

/**
 * Mails an owner about their account, once what it links to is stored. A refused mail is logged and
 * kept in the outbox as failed, and the answer does not change: an answer that differed would tell
 * whether the address has an account, and the person can ask for a new link.
 */
export async function mailAccount(mailer: Mailer, to: string, mail: AccountMailText): Promise<void> {
  try {
    await mailer.send({ siteId: ACCOUNT_MAIL_SITE_ID, kind: mail.kind, to, subject: mail.subject, text: mail.text });
  } catch (err) {
    log.warn({ err, kind: mail.kind }, 'an account mail was not sent');
  }
}
