import { COMMENT_MESSAGES, FORM_MESSAGES, SUBMISSION_STATUS_MESSAGES } from '@atelier/forms';
import { errorsFrom, OWNER_ERROR_TEXTS, ruleText, type ErrorCatalogue } from '@atelier/platform';
import type { FormsErrorCode } from './generated/resolvers-types.ts';

/** A problem the rules of @atelier/forms found, in the words they wrote (the browser shows the same ones). */
type RuleProblem = { message: string };

/**
 * Every code of the forms subgraph (its SDL enum FormsErrorCode) with its words, written once.
 * SPEC section 8's texts come from @atelier/forms, where the form island reads them too; the
 * others say what to do next, since a visitor can only reload or try again. Codes that a form
 * rule reports (a definition or an answer checked by @atelier/forms) keep the rule's words.
 */
export const FORMS_ERRORS = {
  ...OWNER_ERROR_TEXTS,
  NOT_FOUND: 'There is no such form on this site.',
  VERSION_CONFLICT:
    'This form was changed elsewhere since you opened it. Reload it to see the changes, then save again.',
  DEFINITION_INVALID: 'The form definition is not valid JSON.',
  EMAIL_INVALID: 'The notification address is not a valid email address.',
  PROVIDER_INVALID: 'The provider is one of recaptcha, hcaptcha, turnstile.',
  KEY_INVALID: ({ key }: { key: 'siteKey' | 'secretKey' }) =>
    `The ${key === 'siteKey' ? 'site key' : 'secret key'} is 1 to 200 letters, digits, - or _, as the provider’s dashboard shows it.`,

  FORM_NOT_FOUND: SUBMISSION_STATUS_MESSAGES[404]!,
  SUBMISSION_KEY_INVALID:
    'This form’s submission key is not valid or has expired. Please reload the page and try again.',
  SUBMISSION_KEY_USED: 'This form was already sent with this submission key. Please reload the page to send it again.',
  CAPTCHA_REQUIRED: FORM_MESSAGES.captchaRequired,
  /** A visitor's captcha; a definition's captcha setting has the rule's words. */
  CAPTCHA_INVALID: (problem?: RuleProblem) =>
    problem?.message ?? 'The CAPTCHA could not be verified. Please complete it again.',
  CAPTCHA_UNAVAILABLE: 'This form’s CAPTCHA could not be checked just now. Please try again later.',
  /** Answers that are not JSON; answers that are JSON but not an object have the rule's words. */
  ANSWERS_INVALID: (problem?: RuleProblem) => problem?.message ?? FORM_MESSAGES.parseError,
  FIELDS_INVALID: FORM_MESSAGES.fieldsInvalid,
  RATE_LIMITED: ({ of }: { of: 'submissions' | 'keys' | 'comments' | 'likes' }) =>
    of === 'submissions'
      ? SUBMISSION_STATUS_MESSAGES[429]!
      : of === 'keys'
        ? 'Too many form submission keys were asked for. Please try again in a few minutes.'
        : `Too many ${of} were sent from here. Please try again in a few minutes.`,
  POST_NOT_FOUND: 'There is no such post on this site.',
  POST_LOCKED: 'This post is on a protected page. Enter the page’s password, then try again.',
  COMMENTS_CLOSED: COMMENT_MESSAGES.closed,
  LIKES_OFF: 'Likes are turned off on this site.',
  VISITOR_ID_INVALID: 'This like came without a valid visitor id. Reload the page and press Like again.',
  /** A comment's name or text, in checkComment's words (the comment island shows the same ones). */
  COMMENT_INVALID: ruleText,
  COMMENT_NOT_FOUND: 'There is no such comment on this site. It may have been deleted already: reload the list.',
  MODERATION_INVALID: ({ status }: { status: string }) =>
    `This comment is already ${status === 'APPROVED' ? 'approved' : 'marked as spam'}. Reload the list to see where it stands.`,
  COMMENT_STATE_INVALID: 'A post’s comments are 0 (none), 1 (open) or 2 (closed).',

  // An answer as sanitiseAnswers reads it.
  UNKNOWN_FIELD: ruleText,
  WRONG_TYPE: ruleText,
  NO_ANSWER_EXPECTED: ruleText,
  // A definition as checkFormDefinition reads it.
  FORM_INVALID: ruleText,
  ID_REQUIRED: ruleText,
  ID_INVALID: ruleText,
  ID_REPEATED: ruleText,
  REQUIRED: ruleText,
  TOO_LONG: ruleText,
  FIELDS_REQUIRED: ruleText,
  TOO_MANY_FIELDS: ruleText,
  FIELD_INVALID: ruleText,
  TYPE_UNKNOWN: ruleText,
  REQUIRED_NOT_ALLOWED: ruleText,
  OPTIONS_REQUIRED: ruleText,
  TOO_MANY_OPTIONS: ruleText,
  OPTION_REPEATED: ruleText,
  QUESTIONS_REQUIRED: ruleText,
  TOO_MANY_QUESTIONS: ruleText,
  QUESTION_REPEATED: ruleText,
  SCALE_INVALID: ruleText,
  LABELS_REQUIRED: ruleText,
  TOO_MANY_LABELS: ruleText,
  SCALE_LABEL_REPEATED: ruleText,
  MAX_LENGTH_INVALID: ruleText,
  PARTS_INVALID: ruleText,
  REDIRECT_INVALID: ruleText,
  NEWSLETTER_EMAIL_REQUIRED: ruleText,
  TOKEN_INVALID:
    'This unsubscribe link is not valid: it may be incomplete, or belong to another site. Open the link of the mail again, as it came.',
} as const satisfies ErrorCatalogue<FormsErrorCode>;

export const { userError, refuse } = errorsFrom(FORMS_ERRORS);
