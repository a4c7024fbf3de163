import {
  appendWebhookEvent,
  hashToken,
  newId,
  ok,
  Refusal,
  unlessRefused,
  type FieldPath,
  type Outcome,
} from '@atelier/platform';
import { summariseSubmission, summaryLines } from '@atelier/forms';
import { Form } from '../entities/form.ts';
import { FormSubmission } from '../entities/form-submission.ts';
import { refuse } from '../errors.ts';
import { definitionOf } from './form-definition-of.ts';
import { readAnswers } from './read-answers.ts';
import { claimSubmissionKey } from './submission-keys.ts';
import { recordNewsletterSignUp } from './newsletter/newsletter-members.ts';
import type { Context } from '../context.ts';
import type { FormsErrorCode } from '../generated/resolvers-types.ts';

export interface SubmitFormRequest {
  formId: string;
  key: string;
  answers: string;
  captchaKey?: string | null;
  pageUrl?: string | null;
}

export type SubmitFormResult = Outcome<
  /** newsletterEmail: the address a newsletter form's submission put on the site's list. */
  { submission: FormSubmission; form: Form; newsletterEmail: string | null },
  FormsErrorCode,
  { fieldErrors: Record<string, string> }
>;

const CAPTCHA_FIELD: FieldPath = ['captchaKey'];
const MAX_PAGE_URL = 2048;

/**
 * Stores a visitor's answers: the form must be the site's, the client within its limits, every
 * answer acceptable, the captcha solved, and the key unused. Key, captcha and submission are
 * written in one transaction, so a replayed key or answer stores nothing, and a failure leaves the
 * key as it was for the visitor's next try.
 */
export async function submitForm(ctx: Context, request: SubmitFormRequest): Promise<SubmitFormResult> {
  const { siteId } = ctx;
  const form = siteId ? await ctx.em.findOne(Form, { id: request.formId, websiteId: siteId }) : null;
  if (!form || !siteId) return refuse('FORM_NOT_FOUND', ['formId']);
  if (!(await ctx.limits.submission(ctx.clientAddress, form.id)))
    return refuse('RATE_LIMITED', null, { of: 'submissions' });

  const definition = definitionOf(form);
  const answers = readAnswers(definition, request.answers);
  if (!answers.ok) return answers;

  const captcha = await ctx.captcha.check(definition.captcha, request.captchaKey, siteId);
  if (!captcha.ok) return refuse(captcha.code, CAPTCHA_FIELD);

  const pageUrl = request.pageUrl?.slice(0, MAX_PAGE_URL) || null;
  // A refusal rolls the transaction back: the key and the captcha stay unspent.
  return unlessRefused(() =>
    ctx.em.transactional(async (em) => {
      const claim = await claimSubmissionKey(em, request.key, siteId);
      if (claim !== 'claimed')
        throw new Refusal(refuse(claim === 'used' ? 'SUBMISSION_KEY_USED' : 'SUBMISSION_KEY_INVALID', ['key']));
      if (!(await captcha.spend(em))) throw new Refusal(refuse('CAPTCHA_INVALID', CAPTCHA_FIELD));
      const searchText = summaryLines(summariseSubmission(definition, answers.value)).join('\n').toLowerCase();
      const submission = em.create(FormSubmission, {
        id: newId('fsub'),
        formId: form.id,
        websiteId: siteId,
        answers: answers.value,
        searchText,
        pageUrl,
        keyHash: hashToken(request.key),
      });
      await em.flush();
      // Written with the submission, so a copy the owner asked for is never lost (notify-owner.ts).
      if (form.notifyEmail)
        await em.execute(`insert into "forms"."pending_owner_copy" ("submission_id") values (?)`, [submission.id]);
      const newsletterEmail = await recordNewsletterSignUp(
        em,
        { id: form.id, websiteId: siteId, definition },
        answers.value,
        ctx.siteOrigin,
      );
      await appendWebhookEvent(em, siteId, 'form.submitted', {
        formId: form.id,
        submissionId: submission.id,
        answers: answers.value,
        pageUrl,
      });
      return ok({ submission, form, newsletterEmail });
    }),
  );
}
