import { failed, newId, ok, type Outcome } from '@atelier/platform';
import { checkFormDefinition, isEmailAddress, type FormDefinition } from '@atelier/forms';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Form } from '../entities/form.ts';
import { refuse, userError } from '../errors.ts';
import type { FormsErrorCode } from '../generated/resolvers-types.ts';

export interface SaveFormRequest {
  id?: string | null;
  definition: string;
  notifyEmail?: string | null;
  expectedVersion?: number | null;
}

export type OwnerResult<T> = Outcome<T, FormsErrorCode>;

/** The definition as JSON text, read by the rules of @atelier/forms; each problem at its path under input.definition. */
function readDefinition(definition: string, id: string): OwnerResult<FormDefinition> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(definition);
  } catch {
    return refuse('DEFINITION_INVALID', ['input', 'definition']);
  }
  const checked = checkFormDefinition(
    parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? { ...parsed, id } : parsed,
  );
  if (!checked.ok)
    return failed(
      checked.errors.map((problem) =>
        userError(problem.code, ['input', 'definition', ...(problem.field ? [problem.field] : [])], problem),
      ),
    );
  return ok(checked.form);
}

/** Creates or replaces one of the site's forms, on the condition that nobody changed it since it was read. */
export async function saveForm(em: EntityManager, siteId: string, input: SaveFormRequest): Promise<OwnerResult<Form>> {
  const existing = input.id ? await em.findOne(Form, { id: input.id, websiteId: siteId }) : null;
  if (input.id && !existing) return refuse('NOT_FOUND', ['id']);
  if (existing && input.expectedVersion != null && input.expectedVersion !== existing.version)
    return refuse('VERSION_CONFLICT', ['expectedVersion']);

  const notifyEmail = input.notifyEmail?.trim() || null;
  if (notifyEmail && !isEmailAddress(notifyEmail)) return refuse('EMAIL_INVALID', ['input', 'notifyEmail']);
  const id = existing?.id ?? newId('form');
  const checked = readDefinition(input.definition, id);
  if (!checked.ok) return checked;
  const { id: _id, ...definition } = checked.value;

  const form = existing ?? em.create(Form, { id, websiteId: siteId, name: definition.name, definition });
  form.name = definition.name;
  form.definition = definition;
  form.notifyEmail = notifyEmail;
  await em.flush();
  return ok(form);
}

export async function deleteForm(em: EntityManager, siteId: string, id: string): Promise<OwnerResult<string>> {
  const removed = await em.nativeDelete(Form, { id, websiteId: siteId });
  return removed ? ok(id) : refuse('NOT_FOUND', ['id']);
}
