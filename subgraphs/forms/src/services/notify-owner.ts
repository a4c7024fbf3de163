import type { EntityManager } from '@mikro-orm/postgresql';
import { createLogger, MAIL_ATTEMPTS, mailRetryDelayMs, type Mailer } from '@atelier/platform';
import { summariseSubmission, summaryFieldLines } from '@atelier/forms';
import { Form } from '../entities/form.ts';
import { FormSubmission } from '../entities/form-submission.ts';
import { definitionOf } from './form-definition-of.ts';

const log = createLogger('forms');

/** The owner's copy of a submission: each field's title and answer, on its lines. */
export function ownerNotification(form: Form, submission: FormSubmission) {
  const fields = summariseSubmission(definitionOf(form), submission.answers);
  const body = fields.map((field) => {
    const lines = summaryFieldLines(field);
    return lines.length > 1
      ? `${field.rawTitle}:\n${lines.map((line) => `  ${line}`).join('\n')}`
      : `${field.rawTitle}: ${lines[0]}`;
  });
  const from = submission.pageUrl ? `\n\nSent from ${submission.pageUrl}` : '';
  return {
    subject: `New submission: ${form.name}`,
    text: `${body.join('\n')}${from}\n\nSent ${submission.createdAt.toISOString()}.`,
  };
}

/**
 * Mails the owner's copy of one pending submission, claiming it first (a row lock that skips
 * what another worker holds), and removes it from the pending list once mailed. A refusal by
 * SMTP is recorded and tried again later, after a pause that doubles (at most MAIL_ATTEMPTS
 * tries; the outbox shows each failure). Returns whether a copy was mailed.
 */
export async function mailOwnerCopy(em: EntityManager, mailer: Mailer, submissionId: string): Promise<boolean> {
  return em.transactional(async (tx) => {
    const sql = tx;
    const [pending] = await sql.execute<{ attempts: number }[]>(
      `select "attempts" from "forms"."pending_owner_copy" where "submission_id" = ? for update skip locked`,
      [submissionId],
    );
    if (!pending) return false;
    const submission = await tx.findOne(FormSubmission, { id: submissionId });
    const form = submission && (await tx.findOne(Form, { id: submission.formId }));
    if (!submission || !form?.notifyEmail) {
      await sql.execute(`delete from "forms"."pending_owner_copy" where "submission_id" = ?`, [submissionId]);
      return false;
    }
    try {
      await mailer.send({
        siteId: form.websiteId,
        kind: 'form-submission',
        to: form.notifyEmail,
        ...ownerNotification(form, submission),
      });
    } catch (error) {
      const attempts = pending.attempts + 1;
      if (attempts >= MAIL_ATTEMPTS) {
        log.error(
          { err: error, submissionId, attempts },
          'the owner’s copy of a submission could not be mailed; giving up (the submission is kept)',
        );
        await sql.execute(`delete from "forms"."pending_owner_copy" where "submission_id" = ?`, [submissionId]);
      } else {
        log.warn(
          { err: error, submissionId, attempts },
          'the owner’s copy of a submission could not be mailed; it will be tried again',
        );
        await sql.execute(
          `update "forms"."pending_owner_copy" set "attempts" = ?, "next_attempt_at" = ?, "last_error" = ? where "submission_id" = ?`,
          [
            attempts,
            new Date(Date.now() + mailRetryDelayMs(attempts)),
            String((error as Error).message ?? error).slice(0, 500),
            submissionId,
          ],
        );
      }
      return false;
    }
    await sql.execute(`delete from "forms"."pending_owner_copy" where "submission_id" = ?`, [submissionId]);
    return true;
  });
}

/** Every pending copy that is due, oldest first (the forms.owner-copies job). */
export async function mailDueOwnerCopies(em: EntityManager, mailer: Mailer): Promise<{ mailed: number; due: number }> {
  const due = await em.execute<{ submission_id: string }[]>(
    `select "submission_id" from "forms"."pending_owner_copy" where "next_attempt_at" <= now() order by "next_attempt_at" limit 200`,
  );
  let mailed = 0;
  for (const row of due) if (await mailOwnerCopy(em.fork(), mailer, row.submission_id)) mailed += 1;
  return { mailed, due: due.length };
}

/** Right after a submission: the first try, not awaited by the visitor's request. */
export function notifyOwner(em: EntityManager, mailer: Mailer, submission: FormSubmission): void {
  mailOwnerCopy(em.fork(), mailer, submission.id).catch((err: unknown) =>
    log.error({ err, submissionId: submission.id }, 'the owner’s copy could not be tried'),
  );
}
