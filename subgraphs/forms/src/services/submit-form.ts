import { hashToken, newId, type UserError } from '@atelier/platform';
import { summariseSubmission, summaryLines } from '@atelier/forms';
import { Form } from '../entities/form.ts';
import { FormSubmission } from '../entities/form-submission.ts';
import { FORM_ERRORS } from '../domain/form-errors.ts';
import { definitionOf } from './form-definition-of.ts';
import { readAnswers } from './read-answers.ts';
import { claimSubmissionKey } from './submission-keys.ts';
import type { Context } from '../context.ts';

export interface SubmitFormRequest {
  formId: string;
  key: string;
  answers: string;
  captchaKey?: string | null;
  pageUrl?: string | null;
}

export type SubmitFormResult =
  | { ok: true; submission: FormSubmission; form: Form }
  | { ok: false; userErrors: UserError[]; fieldErrors: Record<string, string> };

const refused = (error: UserError): SubmitFormResult => ({ ok: false, userErrors: [error], fieldErrors: {} });
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
  if (!form || !siteId) return refused(FORM_ERRORS.formNotFound);
  if (!(await ctx.limits.submission(ctx.clientAddress, form.id))) return refused(FORM_ERRORS.rateLimited);

  const definition = definitionOf(form);
  const answers = readAnswers(definition, request.answers);
  if (!answers.ok) return { ok: false, userErrors: answers.userErrors, fieldErrors: answers.fieldErrors };

  const captcha = await ctx.captcha.check(definition.captcha, request.captchaKey, siteId);
  if (!captcha.ok) {
    return refused({ CAPTCHA_REQUIRED: FORM_ERRORS.captchaRequired, CAPTCHA_INVALID: FORM_ERRORS.captchaInvalid, CAPTCHA_UNAVAILABLE: FORM_ERRORS.captchaUnavailable }[captcha.code]);
  }

  const pageUrl = request.pageUrl?.slice(0, MAX_PAGE_URL) || null;
  try {
    return await ctx.em.transactional(async (em) => {
      const claim = await claimSubmissionKey(em, request.key, siteId);
      if (claim !== 'claimed') throw new Refusal(claim === 'used' ? FORM_ERRORS.keyUsed : FORM_ERRORS.keyInvalid);
      if (!(await captcha.spend(em))) throw new Refusal(FORM_ERRORS.captchaInvalid);
      const searchText = summaryLines(summariseSubmission(definition, answers.values)).join('\n').toLowerCase();
      const submission = em.create(FormSubmission, {
        id: newId('fsub'),
        formId: form.id,
        websiteId: siteId,
        answers: answers.values,
        searchText,
        pageUrl,
        keyHash: hashToken(request.key),
      });
      await em.flush();
      // Written with the submission, so a copy the owner asked for is never lost (notify-owner.ts).
      if (form.notifyEmail) await em.execute(`insert into "forms"."pending_owner_copy" ("submission_id") values (?)`, [submission.id]);
      return { ok: true as const, submission, form };
    });
  } catch (error) {
    // A refusal rolls the transaction back: the key and the captcha stay unspent.
    if (error instanceof Refusal) return refused(error.userError);
    throw error;
  }
}

class Refusal extends Error {
  constructor(readonly userError: UserError) {
    super(userError.message);
  }
}
