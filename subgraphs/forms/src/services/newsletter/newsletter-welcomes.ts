import type { EntityManager } from '@mikro-orm/postgresql';
import { createLogger, MAIL_ATTEMPTS, mailRetryDelayMs, unsubscribeToken, type Mailer } from '@atelier/platform';
import { newsletterUnsubscribeUrl } from '@atelier/site';
import { newsletterWelcome } from '../../domain/newsletter-welcome.ts';
import { emailKeyOf } from './newsletter-members.ts';

const log = createLogger('forms');

interface DueRow {
  email: string;
  form_id: string;
  site_origin: string;
  welcome_attempts: number;
  name: string | null;
  definition: { submissionMessage?: string } | null;
}

/**
 * Mails the welcome of one address whose welcome is due, claiming its row first (a row lock that
 * skips what another worker holds) and marking it done before the transaction ends. A refusal by
 * SMTP is recorded and tried again later, after a pause that doubles (at most MAIL_ATTEMPTS tries).
 * Returns whether it was mailed.
 */
export async function mailNewsletterWelcome(
  em: EntityManager,
  mailer: Mailer,
  secret: string,
  siteId: string,
  emailKey: string,
): Promise<boolean> {
  return em.transactional(async (tx) => {
    const [row] = await tx.execute<DueRow[]>(
      `select "m"."email", "m"."form_id", "m"."site_origin", "m"."welcome_attempts", "f"."name", "f"."definition"
       from "forms"."newsletter_member" as "m" left join "forms"."form" as "f" on "f"."id" = "m"."form_id"
       where "m"."website_id" = ? and "m"."email_key" = ? and "m"."welcome_due_at" is not null and "m"."site_origin" is not null
       for update of "m" skip locked`,
      [siteId, emailKey],
    );
    if (!row) return false;
    const done = (sql: string, params: unknown[]) =>
      tx.execute(`update "forms"."newsletter_member" set ${sql} where "website_id" = ? and "email_key" = ?`, [
        ...params,
        siteId,
        emailKey,
      ]);
    const token = unsubscribeToken(secret, 'newsletter', siteId, emailKey);
    const message = newsletterWelcome({
      formName: row.name ?? 'Newsletter',
      submissionMessage: row.definition?.submissionMessage ?? '',
      siteOrigin: row.site_origin,
      email: row.email,
      unsubscribeUrl: newsletterUnsubscribeUrl(row.site_origin, token),
    });
    try {
      await mailer.send({ siteId, kind: 'newsletter-welcome', to: row.email, ...message });
    } catch (error) {
      const attempts = row.welcome_attempts + 1;
      const reason = String((error as Error).message ?? error).slice(0, 500);
      if (attempts >= MAIL_ATTEMPTS) {
        log.error(
          { err: error, attempts },
          'a newsletter welcome could not be mailed; giving up (the sign-up is kept)',
        );
        await done(`"welcome_due_at" = null, "welcome_attempts" = ?, "last_error" = ?`, [attempts, reason]);
      } else {
        log.warn({ err: error, attempts }, 'a newsletter welcome could not be mailed; it will be tried again');
        await done(`"welcome_due_at" = ?, "welcome_attempts" = ?, "last_error" = ?`, [
          new Date(Date.now() + mailRetryDelayMs(attempts)),
          attempts,
          reason,
        ]);
      }
      return false;
    }
    await done(`"welcome_due_at" = null, "welcome_attempts" = "welcome_attempts" + 1, "last_error" = null`, []);
    return true;
  });
}

/** Every welcome that is due, oldest first (the forms.newsletter-welcomes job). */
export async function mailDueNewsletterWelcomes(
  em: EntityManager,
  mailer: Mailer,
  secret: string,
): Promise<{ mailed: number; due: number }> {
  const due = await em.execute<{ website_id: string; email_key: string }[]>(
    `select "website_id", "email_key" from "forms"."newsletter_member"
     where "welcome_due_at" <= now() and "site_origin" is not null order by "welcome_due_at" limit 200`,
  );
  let mailed = 0;
  for (const row of due)
    if (await mailNewsletterWelcome(em.fork(), mailer, secret, row.website_id, row.email_key)) mailed += 1;
  return { mailed, due: due.length };
}

/** Right after a sign-up: the first try, not awaited by the visitor's request. */
export function welcomeToNewsletter(em: EntityManager, mailer: Mailer, secret: string, siteId: string, email: string) {
  mailNewsletterWelcome(em.fork(), mailer, secret, siteId, emailKeyOf(email)).catch((err: unknown) =>
    log.error({ err, siteId }, 'a newsletter welcome could not be tried'),
  );
}
