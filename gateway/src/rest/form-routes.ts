import { Router, type Response } from 'express';
import { executeOperation } from './execute.ts';
import { sendError } from './errors.ts';
import type { RestOptions } from './api-router.ts';
import { statusOfUserError } from '@atelier/platform';
import { FORM_MESSAGES } from '@atelier/forms';
import {
  RestCheckFormAnswersDocument,
  RestFormBlockSchemaDocument,
  RestFormSubmissionKeyDocument,
  RestSaveFormSubmissionDocument,
  type RestFormUserErrorFragment,
} from './generated/operations.ts';

interface Refusal {
  fieldErrors: readonly { fieldId: string; message: string }[];
  userErrors: readonly RestFormUserErrorFragment[];
}

/**
 * A refused form request as the form island reads it (SPEC section 8): field errors as an errors
 * map of field id to message beside the general message; otherwise the message alone.
 */
function sendRefusal(res: Response, { fieldErrors, userErrors }: Refusal): void {
  const [first] = userErrors;
  const errors = Object.fromEntries(fieldErrors.map((e) => [e.fieldId, e.message]));
  const status = first ? statusOfUserError(first.code) : 400;
  sendError(res, status, first?.code ?? 'FIELDS_INVALID', first?.message ?? FORM_MESSAGES.fieldsInvalid, {
    ...(fieldErrors.length ? { errors } : {}),
    field: first?.field?.at(-1) ?? null,
  });
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** Answers arrive as the object itself or as its JSON text (legacy embeds send either). */
const answersText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value ?? {}));

/** /api/template, /api/rest/forms and /api/form: the form paths of SPEC section 7, each one GraphQL operation. */
export function formRoutes({ server, contextFor }: RestOptions): Router {
  const router = Router();

  router.get('/template/GetTemplateSchema', async (req, res) => {
    const type = text(req.query.type);
    if (!type)
      return sendError(res, 400, 'TYPE_REQUIRED', 'type is required: the block type whose schema to read (form).');
    const data = await executeOperation(server, RestFormBlockSchemaDocument, { type }, await contextFor(req, res));
    if (!data.formBlockSchema)
      return sendError(res, 404, 'SCHEMA_NOT_FOUND', `There is no template schema of type ${type.slice(0, 50)}.`);
    res.json(data.formBlockSchema);
  });

  router.post('/rest/forms/validate/:formId', async (req, res) => {
    const data = await executeOperation(
      server,
      RestCheckFormAnswersDocument,
      { formId: req.params.formId, answers: answersText(req.body) },
      await contextFor(req, res),
    );
    const check = data.checkFormAnswers;
    if (check.userErrors.length || check.fieldErrors.length) return sendRefusal(res, check);
    res.json({ valid: true, errors: {} });
  });

  router.post('/form/FormSubmissionKey', async (req, res) => {
    const data = await executeOperation(server, RestFormSubmissionKeyDocument, {}, await contextFor(req, res));
    const { key, expiresAt, userErrors } = data.issueFormSubmissionKey;
    if (!key) return sendRefusal(res, { fieldErrors: [], userErrors });
    res.json({ key, expiresAt });
  });

  router.post('/form/SaveFormSubmission', async (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const formId = text(body.formId);
    if (!formId) return sendError(res, 400, 'FORM_ID_REQUIRED', 'formId is required.', { field: 'formId' });
    const key = text(body.key);
    if (!key)
      return sendError(
        res,
        400,
        'SUBMISSION_KEY_REQUIRED',
        'key is required: ask /api/form/FormSubmissionKey for one.',
        { field: 'key' },
      );
    for (const name of ['captchaKey', 'pageUrl'] as const) {
      if (body[name] != null && typeof body[name] !== 'string')
        return sendError(res, 400, 'WRONG_TYPE', `${name} must be a string.`, { field: name });
    }
    const input = {
      formId,
      key,
      answers: answersText(body.form),
      captchaKey: (body.captchaKey as string | undefined) || null,
      pageUrl: (body.pageUrl as string | undefined) || null,
    };
    const data = await executeOperation(server, RestSaveFormSubmissionDocument, { input }, await contextFor(req, res));
    const result = data.submitForm;
    if (!result.submissionId) return sendRefusal(res, result);
    res.json({ submissionId: result.submissionId });
  });

  return router;
}
