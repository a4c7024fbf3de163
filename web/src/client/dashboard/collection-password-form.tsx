import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { SetCollectionPasswordDocument } from '../../graphql/generated/dashboard.ts';

/**
 * Who may see a shop, blog, events page or gallery: everyone, or visitors who give its password
 * (its posts, products and events with it). A page's is chosen in its editor, the same way.
 */
export function CollectionPasswordForm({
  collection,
}: {
  collection: { id: string; title: string; isProtected: boolean };
}) {
  const [save, { loading }] = useMutation(SetCollectionPasswordDocument);
  const [protect, setProtect] = useState(collection.isProtected ? 'keep' : 'off');
  const [note, setNote] = useState<{ ok: boolean; text: string } | null>(null);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (protect === 'keep') return setNote({ ok: true, text: 'Nothing to change.' });
    const password = protect === 'off' ? '' : String(new FormData(event.currentTarget).get('password') ?? '');
    if (protect === 'new' && !password) return setNote({ ok: false, text: 'Type the new password.' });
    const { data } = await save({ variables: { collectionId: collection.id, password } });
    const answer = data?.setCollectionPassword;
    const refused = answer?.userErrors[0]?.message;
    if (refused || !answer?.collection) return setNote({ ok: false, text: refused ?? 'Not saved.' });
    event.currentTarget?.reset();
    setProtect(answer.collection.isProtected ? 'keep' : 'off');
    setNote({
      ok: true,
      text: answer.collection.isProtected ? 'Saved: visitors now need the password.' : 'Saved: open to everyone.',
    });
  };
  return (
    <form className="collection-password" onSubmit={submit} aria-label={`Password: ${collection.title}`}>
      <label>
        Who may see it
        <select name="protect" value={protect} onChange={(event) => setProtect(event.target.value)}>
          {collection.isProtected && <option value="keep">Only with the current password</option>}
          <option value="off">Everyone</option>
          <option value="new">Only with a new password</option>
        </select>
      </label>
      {protect === 'new' && (
        <label>
          New password
          <input name="password" type="password" autoComplete="new-password" maxLength={200} required />
        </label>
      )}
      {note && (
        <p className={note.ok ? 'form-note' : 'form-error'} role={note.ok ? 'status' : 'alert'}>
          {note.text}
        </p>
      )}
      <button className="button-secondary" type="submit" disabled={loading}>
        {loading ? 'Saving…' : 'Save who may see it'}
      </button>
    </form>
  );
}
