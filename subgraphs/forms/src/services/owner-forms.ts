import { newId, type UserError } from '@atelier/platform';
import { checkFormDefinition, isEmailAddress } from '@atelier/forms';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Form } from '../entities/form.ts';

export interface SaveFormRequest {
  id?: string | null;
  definition: string;
  notifyEmail?: string | null;
  expectedVersion?: number | null;
}

export type OwnerResult<T> = { ok: true; value: T } | { ok: false; userErrors: UserError[] };

const NOT_FOUND: UserError = { field: ['id'], code: 'NOT_FOUND', message: 'There is no such form on this site.' };
const VERSION_CONFLICT: UserError = {
  field: ['expectedVersion'],
  code: 'VERSION_CONFLICT',
  message: 'This form was changed elsewhere since you opened it. Reload it to see the changes, then save again.',
};

function definitionProblems(definition: string, id: string): OwnerResult<ReturnType<typeof checkFormDefinition> & { ok: true }> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(definition);
  } catch {
    return { ok: false, userErrors: [{ field: ['input', 'definition'], code: 'DEFINITION_INVALID', message: 'The form definition is not valid JSON.' }] };
  }
  const checked = checkFormDefinition(parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? { ...parsed, id } : parsed);
  if (!checked.ok) return { ok: false, userErrors: checked.errors.map((e) => ({ field: ['input', 'definition', ...(e.field ? [e.field] : [])], code: e.code, message: e.message })) };
  return { ok: true, value: checked };
}

/** Creates or replaces one of the site's forms, on the condition that nobody changed it since it was read. */
export async function saveForm(em: EntityManager, siteId: string, input: SaveFormRequest): Promise<OwnerResult<Form>> {
  const existing = input.id ? await em.findOne(Form, { id: input.id, websiteId: siteId }) : null;
  if (input.id && !existing) return { ok: false, userErrors: [NOT_FOUND] };
  if (existing && input.expectedVersion != null && input.expectedVersion !== existing.version) return { ok: false, userErrors: [VERSION_CONFLICT] };

  const notifyEmail = input.notifyEmail?.trim() || null;
  if (notifyEmail && !isEmailAddress(notifyEmail)) {
    return { ok: false, userErrors: [{ field: ['input', 'notifyEmail'], code: 'EMAIL_INVALID', message: 'The notification address is not a valid email address.' }] };
  }
  const id = existing?.id ?? newId('form');
  const checked = definitionProblems(input.definition, id);
  if (!checked.ok) return checked;
  const { id: _id, ...definition } = checked.value.form;

  const form = existing ?? em.create(Form, { id, websiteId: siteId, name: definition.name, definition });
  form.name = definition.name;
  form.definition = definition;
  form.notifyEmail = notifyEmail;
  await em.flush();
  return { ok: true, value: form };
}

export async function deleteForm(em: EntityManager, siteId: string, id: string): Promise<OwnerResult<string>> {
  const removed = await em.nativeDelete(Form, { id, websiteId: siteId });
  return removed ? { ok: true, value: id } : { ok: false, userErrors: [NOT_FOUND] };
}
