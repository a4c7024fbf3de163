import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { CAPTCHA_SETTINGS, FIELD_TYPES, HOSTED_CAPTCHA_PROVIDERS, type FieldType } from '@atelier/forms';
import { SaveFormDocument } from '../../graphql/generated/dashboard.ts';

interface DraftField {
  id: string;
  type: FieldType;
  title: string;
  required: boolean;
  /** Choices (checkbox, radio, select) or statements (likert), one per line. */
  lines: string;
  maxLength: string;
  queryKey: string;
}

interface Draft {
  name: string;
  submissionMessage: string;
  successRedirect: string;
  disclaimer: string;
  captcha: string;
  newsletter: boolean;
  notifyEmail: string;
  fields: DraftField[];
}

const blankField = (index: number): DraftField => ({
  id: `field-${index + 1}`,
  type: 'text',
  title: '',
  required: false,
  lines: '',
  maxLength: '',
  queryKey: '',
});

/** A saved definition as JSON holds it: what the server accepted (checkFormDefinition), read loosely. */
interface StoredDefinition {
  name?: string;
  submissionMessage?: string;
  successRedirect?: string | null;
  disclaimer?: string;
  captcha?: string;
  newsletter?: boolean;
  fields?: {
    id: string;
    type: FieldType;
    title?: string;
    required?: boolean;
    options?: string[];
    questions?: string[];
    maxLength?: number;
    queryKey?: string;
  }[];
}

/** The stored definition as the builder edits it. */
export function draftOf(definitionJson: string | null, notifyEmail: string | null): Draft {
  const definition: StoredDefinition = definitionJson ? (JSON.parse(definitionJson) as StoredDefinition) : {};
  return {
    name: definition.name ?? '',
    submissionMessage: definition.submissionMessage ?? '',
    successRedirect: definition.successRedirect ?? '',
    disclaimer: definition.disclaimer ?? '',
    captcha: definition.captcha ?? 'builtin',
    newsletter: definition.newsletter === true,
    notifyEmail: notifyEmail ?? '',
    fields: (definition.fields ?? [{ id: 'field-1', type: 'text' as const }]).map((field) => ({
      id: field.id,
      type: field.type,
      title: field.title ?? '',
      required: Boolean(field.required),
      lines: (field.options ?? field.questions ?? []).join('\n'),
      maxLength: field.maxLength ? String(field.maxLength) : '',
      queryKey: field.queryKey ?? '',
    })),
  };
}

const linesOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** The draft as saveForm takes it; the server checks it whole (checkFormDefinition) and names each problem. */
function definitionJsonOf(draft: Draft): string {
  return JSON.stringify({
    name: draft.name,
    submissionMessage: draft.submissionMessage,
    successRedirect: draft.successRedirect.trim() || null,
    disclaimer: draft.disclaimer,
    captcha: draft.captcha,
    newsletter: draft.newsletter,
    fields: draft.fields.map((field) => ({
      id: field.id,
      type: field.type,
      title: field.title,
      required: field.required,
      ...(['checkbox', 'radio', 'select'].includes(field.type) ? { options: linesOf(field.lines) } : {}),
      ...(field.type === 'likert' ? { questions: linesOf(field.lines) } : {}),
      ...((field.type === 'textarea' || field.type === 'text') && field.maxLength
        ? { maxLength: Number(field.maxLength) }
        : {}),
      ...(field.type === 'phone' ? { parts: 3 } : {}),
      ...(field.type === 'hidden' ? { queryKey: field.queryKey } : {}),
    })),
  });
}

/** Creates or edits a form: its fields in order, the message after sending, the captcha and the copy address. */
export function FormBuilder({
  formId,
  version,
  initial,
  onSaved,
  onCancel,
}: {
  formId: string | null;
  version: number | null;
  initial: Draft;
  onSaved(): void;
  onCancel(): void;
}) {
  const [draft, setDraft] = useState(initial);
  const [problems, setProblems] = useState<string[]>([]);
  const [save, { loading }] = useMutation(SaveFormDocument);
  const setField = (index: number, change: Partial<DraftField>) =>
    setDraft({ ...draft, fields: draft.fields.map((field, i) => (i === index ? { ...field, ...change } : field)) });
  const move = (index: number, by: number) => {
    const fields = [...draft.fields];
    const [field] = fields.splice(index, 1);
    fields.splice(index + by, 0, field!);
    setDraft({ ...draft, fields });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { data } = await save({
      variables: {
        input: {
          id: formId,
          expectedVersion: version,
          definition: definitionJsonOf(draft),
          notifyEmail: draft.notifyEmail || null,
        },
      },
    });
    const errors = data?.saveForm.userErrors ?? [];
    setProblems(errors.map((e) => `${e.field?.slice(2).join('.') || e.field?.at(-1) || 'Form'}: ${e.message}`));
    if (!errors.length) onSaved();
  };

  return (
    <form className="form-builder" onSubmit={submit}>
      <div className="panel-row">
        <label className="grow">
          Form name{' '}
          <input
            required
            maxLength={200}
            value={draft.name}
            onChange={(e) => setDraft({ ...draft, name: e.target.value })}
          />
        </label>
        <label>
          Captcha
          <select value={draft.captcha} onChange={(e) => setDraft({ ...draft, captcha: e.target.value })}>
            {CAPTCHA_SETTINGS.map((setting) => (
              <option key={setting} value={setting}>
                {setting === 'builtin'
                  ? 'Built-in (no third party)'
                  : setting === 'none'
                    ? 'None'
                    : `${HOSTED_CAPTCHA_PROVIDERS[setting].label} (needs its keys)`}
              </option>
            ))}
          </select>
        </label>
        <label className="check">
          <input
            type="checkbox"
            checked={draft.newsletter}
            onChange={(e) => setDraft({ ...draft, newsletter: e.target.checked })}
          />{' '}
          Newsletter sign-up: its required email field joins the newsletter, and the visitor is mailed a welcome with an
          unsubscribe link
        </label>
      </div>
      <ol className="builder-fields">
        {draft.fields.map((field, index) => (
          <li key={index} className="builder-field">
            <div className="panel-row">
              <label>
                Type
                <select value={field.type} onChange={(e) => setField(index, { type: e.target.value as FieldType })}>
                  {FIELD_TYPES.map((type) => (
                    <option key={type}>{type}</option>
                  ))}
                </select>
              </label>
              <label className="grow">
                Title{' '}
                <input
                  value={field.title}
                  maxLength={200}
                  onChange={(e) => setField(index, { title: e.target.value })}
                />
              </label>
              <label>
                Id <input value={field.id} maxLength={64} onChange={(e) => setField(index, { id: e.target.value })} />
              </label>
              <label className="check">
                <input
                  type="checkbox"
                  checked={field.required}
                  onChange={(e) => setField(index, { required: e.target.checked })}
                />{' '}
                Required
              </label>
            </div>
            {['checkbox', 'radio', 'select', 'likert'].includes(field.type) && (
              <label>
                {field.type === 'likert' ? 'Statements' : 'Choices'} <span className="hint">(one per line)</span>
                <textarea rows={3} value={field.lines} onChange={(e) => setField(index, { lines: e.target.value })} />
              </label>
            )}
            {(field.type === 'textarea' || field.type === 'text') && (
              <label>
                Character limit <span className="hint">(empty: 10,000)</span>
                <input
                  inputMode="numeric"
                  value={field.maxLength}
                  onChange={(e) => setField(index, { maxLength: e.target.value })}
                />
              </label>
            )}
            {field.type === 'hidden' && (
              <label>
                Query-string parameter{' '}
                <input
                  value={field.queryKey}
                  maxLength={100}
                  onChange={(e) => setField(index, { queryKey: e.target.value })}
                />
              </label>
            )}
            <div className="builder-field-actions">
              <button type="button" className="button-secondary" disabled={index === 0} onClick={() => move(index, -1)}>
                Move up
              </button>
              <button
                type="button"
                className="button-secondary"
                disabled={index === draft.fields.length - 1}
                onClick={() => move(index, 1)}
              >
                Move down
              </button>
              <button
                type="button"
                className="button-secondary"
                onClick={() => setDraft({ ...draft, fields: draft.fields.filter((_, i) => i !== index) })}
              >
                Remove
              </button>
            </div>
          </li>
        ))}
      </ol>
      <button
        type="button"
        className="button-secondary"
        onClick={() => setDraft({ ...draft, fields: [...draft.fields, blankField(draft.fields.length)] })}
      >
        Add a field
      </button>
      <label>
        Message after sending{' '}
        <textarea
          rows={2}
          maxLength={5000}
          value={draft.submissionMessage}
          onChange={(e) => setDraft({ ...draft, submissionMessage: e.target.value })}
        />
      </label>
      <div className="panel-row">
        <label className="grow">
          Or send visitors to{' '}
          <input
            type="url"
            placeholder="https://…"
            value={draft.successRedirect}
            onChange={(e) => setDraft({ ...draft, successRedirect: e.target.value })}
          />
        </label>
        <label className="grow">
          Copy each submission to{' '}
          <input
            type="email"
            value={draft.notifyEmail}
            onChange={(e) => setDraft({ ...draft, notifyEmail: e.target.value })}
          />
        </label>
      </div>
      <label>
        Disclaimer{' '}
        <textarea
          rows={2}
          maxLength={5000}
          value={draft.disclaimer}
          onChange={(e) => setDraft({ ...draft, disclaimer: e.target.value })}
        />
      </label>
      {problems.length > 0 && (
        <ul className="form-builder-problems" role="alert">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      )}
      <div className="builder-field-actions">
        <button type="submit" className="button-primary" disabled={loading}>
          {loading ? 'Saving…' : 'Save form'}
        </button>
        <button type="button" className="button-secondary" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
