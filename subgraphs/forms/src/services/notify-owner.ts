import { createLogger, type Mailer } from '@atelier/platform';
import { summariseSubmission, summaryFieldLines } from '@atelier/forms';
import type { Form } from '../entities/form.ts';
import type { FormSubmission } from '../entities/form-submission.ts';
import { definitionOf } from './form-definition-of.ts';

const log = createLogger('forms');

/** The owner's copy of a submission: each field's title and answer, on its lines. */
export function ownerNotification(form: Form, submission: FormSubmission) {
  const fields = summariseSubmission(definitionOf(form), submission.answers);
  const body = fields.map((field) => {
    const lines = summaryFieldLines(field);
    return lines.length > 1 ? `${field.rawTitle}:\n${lines.map((line) => `  ${line}`).join('\n')}` : `${field.rawTitle}: ${lines[0]}`;
  });
  const from = submission.pageUrl ? `\n\nSent from ${submission.pageUrl}` : '';
  return { subject: `New submission: ${form.name}`, text: `${body.join('\n')}${from}\n\nSent ${submission.createdAt.toISOString()}.` };
}

/**
 * Mails the owner a copy when the form names an address. The submission is already stored, so a
 * mail failure is logged (and shown as failed in the outbox) rather than failing the visitor.
 */
export async function notifyOwner(mailer: Mailer, form: Form, submission: FormSubmission): Promise<void> {
  if (!form.notifyEmail) return;
  try {
    await mailer.send({ siteId: form.websiteId, kind: 'form-submission', to: form.notifyEmail, ...ownerNotification(form, submission) });
  } catch (error) {
    log.warn({ err: error, formId: form.id }, 'the owner’s copy of a submission could not be mailed');
  }
}
