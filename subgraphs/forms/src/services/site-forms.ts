import type { EntityManager } from '@mikro-orm/postgresql';
import { summariseSubmission, summaryFieldLines } from '@atelier/forms';
import { Form } from '../entities/form.ts';
import { FormSubmission } from '../entities/form-submission.ts';
import { refuse } from '../errors.ts';
import { definitionOf } from './form-definition-of.ts';
import { readAnswers, type AnswersReading } from './read-answers.ts';

/** One of the request's site's forms; none without a site. */
export async function formOfSite(em: EntityManager, siteId: string | undefined, id: string): Promise<Form | null> {
  return siteId ? em.findOne(Form, { id, websiteId: siteId }) : null;
}

/** The site's forms by id, in the order asked, null where the site has no such form. */
export async function formsOfSite(
  em: EntityManager,
  siteId: string | undefined,
  ids: readonly string[],
): Promise<(Form | null)[]> {
  const found = siteId ? await em.find(Form, { id: { $in: [...new Set(ids)] }, websiteId: siteId }) : [];
  const byId = new Map(found.map((form) => [form.id, form]));
  return ids.map((id) => byId.get(id) ?? null);
}

/** Every form of a site, by name, for its owner. */
export function formsOf(em: EntityManager, siteId: string): Promise<Form[]> {
  return em.find(Form, { websiteId: siteId }, { orderBy: [{ name: 'asc' }, { id: 'asc' }] });
}

export function submissionCount(em: EntityManager, formId: string): Promise<number> {
  return em.count(FormSubmission, { formId });
}

/** Answers checked by the server before a submission key is asked for: their values, or why not. */
export async function checkFormAnswers(
  em: EntityManager,
  siteId: string | undefined,
  formId: string,
  answers: string,
): Promise<AnswersReading> {
  const form = await formOfSite(em, siteId, formId);
  return form ? readAnswers(definitionOf(form), answers) : refuse('FORM_NOT_FOUND', ['formId']);
}

/** A submission's answers under their fields' titles (SPEC section 3's form summary). */
export async function submissionSummary(em: EntityManager, submission: FormSubmission) {
  const form = await em.findOneOrFail(Form, { id: submission.formId });
  return summariseSubmission(definitionOf(form), submission.answers).map((field) => ({
    type: field.type,
    rawTitle: field.rawTitle,
    value: field.value,
    lines: summaryFieldLines(field),
  }));
}
