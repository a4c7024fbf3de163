import { useState } from 'react';

/**
 * A Delete button that asks first, in place: what goes with the thing deleted is said before it
 * goes, and the owner's answer (or the server's refusal) is shown beside it.
 */
export function ConfirmDelete({
  name,
  consequence,
  onDelete,
}: {
  /** What is deleted, as the owner knows it. */
  name: string;
  /** What goes with it, said in the question. */
  consequence: string;
  /** Deletes; answers the refusal's words, or null when deleted. */
  onDelete(): Promise<string | null>;
}) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState('');
  if (!asking)
    return (
      <button type="button" className="link-button" onClick={() => setAsking(true)}>
        Delete<span className="visually-hidden"> {name}</span>
      </button>
    );
  return (
    <span className="confirm-delete" role="group" aria-label={`Delete ${name}?`}>
      <span>
        Delete “{name}”? {consequence}
      </span>
      <button
        type="button"
        className="button-secondary"
        disabled={busy}
        onClick={async () => {
          setBusy(true);
          const refused = await onDelete().catch(() => 'It could not be deleted just now. Please try again.');
          setBusy(false);
          setRefusal(refused ?? '');
          if (!refused) setAsking(false);
        }}
      >
        {busy ? 'Deleting…' : 'Delete'}
      </button>
      <button type="button" className="link-button" disabled={busy} onClick={() => setAsking(false)}>
        Cancel
      </button>
      {refusal && (
        <span className="form-error" role="alert">
          {refusal}
        </span>
      )}
    </span>
  );
}
