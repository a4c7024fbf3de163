import { CAPTCHA_SETTINGS, type FormField, FIELD_PARTS, FIELD_TYPES, FORM_LIMITS, summariseSubmission, summaryFieldLines } from '@atelier/forms';
import { Form } from './entities/form.ts';
import { refuse } from './errors.ts';
import { MAX_FORMS_PER_QUERY } from './domain/submission-policy.ts';
import { definitionOf } from './services/form-definition-of.ts';
import { fieldErrorList, readAnswers, type AnswersReading } from './services/read-answers.ts';
import { issueSubmissionKey } from './services/submission-keys.ts';
import { submitForm } from './services/submit-form.ts';
import { notifyOwner } from './services/notify-owner.ts';
import { ownerResolvers } from './owner-resolvers.ts';
import type { Resolvers } from './generated/resolvers-types.ts';
import { mergeResolvers } from '@atelier/platform';
import { GraphQLError } from 'graphql';

const fieldView = (field: FormField) => ({
  id: field.id,
  type: field.type,
  title: field.title,
  description: field.description,
  required: field.required,
  options: 'options' in field ? [...field.options] : [],
  likertQuestions: field.type === 'likert' ? [...field.questions] : [],
  likertScale: field.type === 'likert' ? [...field.scale] : [],
  maxLength: field.type === 'text' || field.type === 'textarea' ? field.maxLength : null,
  phoneParts: field.type === 'phone' ? field.parts : null,
  queryKey: field.type === 'hidden' ? field.queryKey : null,
});

const FORM_BLOCK_SCHEMA = {
  type: 'form',
  fieldTypes: FIELD_TYPES.map((type) => ({
    type,
    parts: type in FIELD_PARTS ? [...FIELD_PARTS[type as keyof typeof FIELD_PARTS]] : [],
    takesOptions: type === 'checkbox' || type === 'radio' || type === 'select',
    takesAnswer: type !== 'section',
  })),
  captchaSettings: [...CAPTCHA_SETTINGS],
  maxAnswerLength: FORM_LIMITS.answerLength,
  maxFields: FORM_LIMITS.fields,
};

export const publicResolvers: Resolvers = {
  Query: {
    form: (_, { id }, ctx) => (ctx.siteId ? ctx.em.findOne(Form, { id, websiteId: ctx.siteId }) : null),
    forms: async (_, { ids }, ctx) => {
      if (ids.length > MAX_FORMS_PER_QUERY) throw new GraphQLError(`At most ${MAX_FORMS_PER_QUERY} forms may be asked for at once.`, { extensions: { code: 'BAD_USER_INPUT' } });
      const found = ctx.siteId ? await ctx.em.find(Form, { id: { $in: [...new Set(ids)] }, websiteId: ctx.siteId }) : [];
      const byId = new Map(found.map((form) => [form.id, form]));
      return ids.map((id) => byId.get(id) ?? null);
    },
    formBlockSchema: (_, { type }) => (type === 'form' ? FORM_BLOCK_SCHEMA : null),
    captchaChallenge: (_, __, ctx) => {
      if (!ctx.siteId) throw new GraphQLError('There is no site at this address.', { extensions: { code: 'BAD_USER_INPUT' } });
      return ctx.captcha.challenge(ctx.siteId);
    },
    checkFormAnswers: async (_, { formId, answers }, ctx) => {
      const form = ctx.siteId ? await ctx.em.findOne(Form, { id: formId, websiteId: ctx.siteId }) : null;
      const reading: AnswersReading = form ? readAnswers(definitionOf(form), answers) : refuse('FORM_NOT_FOUND', ['formId']);
      return reading.ok ? { fieldErrors: [], userErrors: [] } : { fieldErrors: fieldErrorList(reading.fieldErrors), userErrors: reading.errors };
    },
  },
  Mutation: {
    issueFormSubmissionKey: async (_, __, ctx) => {
      const issued = await issueSubmissionKey(ctx);
      if (!issued.ok) return { key: null, expiresAt: null, userErrors: issued.errors };
      return { key: issued.value.key, expiresAt: issued.value.expiresAt.toISOString(), userErrors: [] };
    },
    submitForm: async (_, { input }, ctx) => {
      const result = await submitForm(ctx, input);
      if (!result.ok) return { submissionId: null, fieldErrors: fieldErrorList(result.fieldErrors), userErrors: result.errors };
      const { submission, form } = result.value;
      // The visitor's answer does not wait for the mail: the submission is stored, and the outbox tells.
      if (form.notifyEmail) notifyOwner(ctx.em, ctx.mailer, submission);
      return { submissionId: submission.id, fieldErrors: [], userErrors: [] };
    },
  },
  Form: {
    __resolveReference: (ref, ctx) => (ctx.siteId ? ctx.em.findOne(Form, { id: ref.id, websiteId: ctx.siteId }) : null),
    fields: (form) => form.definition.fields.map(fieldView),
    submissionMessage: (form) => form.definition.submissionMessage,
    submissionHtml: (form) => form.definition.submissionHtml,
    successRedirect: (form) => form.definition.successRedirect,
    disclaimer: (form) => form.definition.disclaimer,
    captcha: (form) => form.definition.captcha,
    definitionJson: (form) => JSON.stringify(form.definition),
  },
  FormSubmission: {
    createdAt: (submission) => submission.createdAt.toISOString(),
    answersJson: (submission) => JSON.stringify(submission.answers),
    summary: async (submission, _, ctx) => {
      const form = await ctx.em.findOneOrFail(Form, { id: submission.formId });
      return summariseSubmission(definitionOf(form), submission.answers).map((field) => ({ type: field.type, rawTitle: field.rawTitle, value: field.value, lines: summaryFieldLines(field) }));
    },
  },
};

export const resolvers = mergeResolvers(publicResolvers, ownerResolvers);
