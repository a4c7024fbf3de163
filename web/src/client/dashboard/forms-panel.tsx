import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { OwnerFormsDocument, OwnerOutboxDocument } from '../../graphql/generated/dashboard.ts';
import { draftOf, FormBuilder } from './form-builder.tsx';
import { FormSubmissions } from './form-submissions.tsx';
import { CaptchaKeys } from './captcha-keys.tsx';
import { NewsletterSignUps } from './newsletter-sign-ups.tsx';

/**
 * The owner's forms: each with its submissions (search, detail, CSV), a builder to make or change
 * one, the newsletter's sign-ups with who unsubscribed, and the outbox of mail the product sent. A page shows a form with <div data-form-block="id">.
 */
export function FormsPanel() {
  const { data, refetch } = useQuery(OwnerFormsDocument);
  const [selected, setSelected] = useState<string | null>(null);
  const [editing, setEditing] = useState<'new' | string | null>(null);
  const site = data?.site;
  if (!site) return null;
  const chosen = site.forms.find((form) => form.id === selected);
  const edited = editing && editing !== 'new' ? site.forms.find((form) => form.id === editing) : null;
  return (
    <section className="dashboard-panel forms-panel" aria-labelledby="forms-title">
      <h2 id="forms-title">Forms</h2>
      {editing ? (
        <FormBuilder
          key={editing}
          formId={edited?.id ?? null}
          version={edited?.version ?? null}
          initial={draftOf(edited?.definitionJson ?? null, edited?.notifyEmail ?? null)}
          onCancel={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void refetch();
          }}
        />
      ) : (
        <>
          <div className="table-scroll">
            <table className="inventory-table forms-table">
              <thead>
                <tr>
                  <th scope="col">Form</th>
                  <th scope="col" className="num">
                    Submissions
                  </th>
                  <th scope="col">Id</th>
                  <th scope="col">
                    <span className="visually-hidden">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {site.forms.map((form) => (
                  <tr key={form.id} aria-selected={form.id === selected}>
                    <th scope="row">{form.name}</th>
                    <td className="num" data-label="Submissions">
                      {form.submissionCount.toLocaleString('en-US')}
                    </td>
                    <td className="form-id" data-label="Id">
                      <code>{form.id}</code>
                    </td>
                    <td className="form-actions">
                      <button
                        type="button"
                        className="button-secondary"
                        aria-expanded={form.id === selected}
                        onClick={() => setSelected(form.id === selected ? null : form.id)}
                      >
                        {form.id === selected ? 'Hide submissions' : 'Submissions'}
                      </button>
                      <button type="button" className="button-secondary" onClick={() => setEditing(form.id)}>
                        Edit
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p className="hint">
            A page shows a form where its body holds the form: choose it under “Insert a form” in the page’s editor.
          </p>
          <button type="button" className="button-secondary" onClick={() => setEditing('new')}>
            New form
          </button>
          {chosen && <FormSubmissions key={chosen.id} formId={chosen.id} formName={chosen.name} />}
          {site.forms.some((form) => form.newsletter) && (
            <NewsletterSignUps formNames={new Map(site.forms.map((form) => [form.id, form.name]))} />
          )}
        </>
      )}
      <CaptchaKeys />
      <Outbox />
    </section>
  );
}

function Outbox() {
  const { data } = useQuery(OwnerOutboxDocument, { variables: { first: 50 }, fetchPolicy: 'cache-and-network' });
  const messages = data?.site?.outbox ?? [];
  return (
    <details className="outbox">
      <summary>Outbox: mail sent for this site ({data ? messages.length : '…'})</summary>
      {messages.length === 0 ? (
        <p className="cart-status">
          No mail yet. Without ATELIER_SMTP_URL messages are kept here instead of being sent.
        </p>
      ) : (
        <ul className="submission-list">
          {messages.map((message) => (
            <li key={message.id} className="submission-item">
              <details>
                <summary>
                  <span className="submission-when">{new Date(message.createdAt).toLocaleString()}</span>{' '}
                  {message.subject} → {message.to}{' '}
                  <span className={`outbox-status is-${message.status}`}>
                    {message.status === 'kept' ? 'kept (no SMTP)' : message.status}
                  </span>
                </summary>
                <pre className="outbox-text">{message.text}</pre>
                {message.error && <p role="alert">{message.error}</p>}
              </details>
            </li>
          ))}
        </ul>
      )}
    </details>
  );
}
