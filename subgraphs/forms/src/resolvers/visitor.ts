import { CAPTCHA_SETTINGS, type FormField, FIELD_PARTS, FIELD_TYPES, FORM_LIMITS } from '@atelier/forms';
import { GraphQLError } from 'graphql';
import { MAX_FORMS_PER_QUERY } from '../domain/submission-policy.ts';
import { checkFormAnswers, formOfSite, formsOfSite, submissionSummary } from '../services/site-forms.ts';
import { issueSubmissionKey } from '../services/submission-keys.ts';
import { submitForm } from '../services/submit-form.ts';
import { notifyOwner } from '../services/notify-owner.ts';
import { welcomeToNewsletter } from '../services/newsletter/newsletter-welcomes.ts';
import { fieldErrorList } from '../services/read-answers.ts';
import type { Resolvers } from '../generated/resolvers-types.ts';

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

export const visitorResolvers: Resolvers = {
  Query: {
    form: (_, { id }, ctx) => formOfSite(ctx.em, ctx.siteId, id),
    forms: (_, { ids }, ctx) => {
      if (ids.length > MAX_FORMS_PER_QUERY)
        throw new GraphQLError(`At most ${MAX_FORMS_PER_QUERY} forms may be asked for at once.`, {
          extensions: { code: 'BAD_USER_INPUT' },
        });
      return formsOfSite(ctx.em, ctx.siteId, ids);
    },
    formBlockSchema: (_, { type }) => (type === 'form' ? FORM_BLOCK_SCHEMA : null),
    captchaChallenge: (_, __, ctx) => {
      if (!ctx.siteId)
        throw new GraphQLError('There is no site at this address.', { extensions: { code: 'BAD_USER_INPUT' } });
      return ctx.captcha.challenge(ctx.siteId);
    },
    checkFormAnswers: async (_, { formId, answers }, ctx) => {
      const reading = await checkFormAnswers(ctx.em, ctx.siteId, formId, answers);
      return reading.ok
        ? { fieldErrors: [], userErrors: [] }
        : { fieldErrors: fieldErrorList(reading.fieldErrors), userErrors: reading.errors };
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
      if (!result.ok)
        return { submissionId: null, fieldErrors: fieldErrorList(result.fieldErrors), userErrors: result.errors };
      const { submission, form, newsletterEmail } = result.value;
      // The visitor's answer does not wait for the mail: the submission is stored, and the outbox tells.
      if (form.notifyEmail) notifyOwner(ctx.em, ctx.mailer, submission);
      if (newsletterEmail) welcomeToNewsletter(ctx.em, ctx.mailer, ctx.secret, form.websiteId, newsletterEmail);
      return { submissionId: submission.id, fieldErrors: [], userErrors: [] };
    },
  },
  Form: {
    __resolveReference: (ref, ctx) => formOfSite(ctx.em, ctx.siteId, ref.id),
    fields: (form) => form.definition.fields.map(fieldView),
    submissionMessage: (form) => form.definition.submissionMessage,
    submissionHtml: (form) => form.definition.submissionHtml,
    successRedirect: (form) => form.definition.successRedirect,
    disclaimer: (form) => form.definition.disclaimer,
    captcha: (form) => form.definition.captcha,
    newsletter: (form) => form.definition.newsletter === true,
    definitionJson: (form) => JSON.stringify(form.definition),
  },
  FormSubmission: {
    createdAt: (submission) => submission.createdAt.toISOString(),
    answersJson: (submission) => JSON.stringify(submission.answers),
    summary: (submission, _, ctx) => submissionSummary(ctx.em, submission),
  },
};
