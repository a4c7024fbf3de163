import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { ConfirmDelete } from './confirm-delete.tsx';
import {
  DeleteFolderDocument,
  MoveToFolderDocument,
  SaveFolderDocument,
  type FolderBehavior,
  type OwnerContentQuery,
} from '../../graphql/generated/dashboard.ts';
import { NavigationSelect, TitleAndAddress } from './collection-fields.tsx';

type Collection = NonNullable<OwnerContentQuery['site']>['collections'][number];

/** What each behaviour does at the folder's own address, in the owner's words. */
const BEHAVIORS: { value: FolderBehavior; label: string; tag: string }[] = [
  { value: 'REDIRECT', label: 'Opens its first page', tag: 'Opens first page' },
  { value: 'INDEX', label: 'Shows a list of its pages', tag: 'Lists its pages' },
  { value: 'NONE', label: 'Only groups pages in the menu', tag: 'Menu only' },
];

function FolderForm({ folder, onDone }: { folder: Collection | null; onDone(): void }) {
  const [save, { loading }] = useMutation(SaveFolderDocument);
  const [error, setError] = useState('');
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '');
    const { data } = await save({
      variables: {
        input: {
          id: folder?.id,
          title: text('title'),
          urlId: text('urlId') || undefined,
          navigation: text('navigation') || null,
          behavior: text('behavior') as FolderBehavior,
        },
      },
    });
    const [problem] = data?.saveFolder.userErrors ?? [];
    if (problem) return setError(problem.message);
    onDone();
  };
  return (
    <form className="editor-form" onSubmit={submit} aria-label={folder ? `Edit ${folder.title}` : 'New folder'}>
      <h3>{folder ? `Edit “${folder.title}”` : 'New folder'}</h3>
      <TitleAndAddress title={folder?.title} urlId={folder?.urlId} />
      <div className="panel-row">
        <NavigationSelect value={folder ? folder.navigation : 'mainNav'} />
        <label>
          Opening the folder
          <select name="behavior" defaultValue={folder?.folderBehavior ?? 'REDIRECT'}>
            {BEHAVIORS.map((b) => (
              <option key={b.value} value={b.value}>
                {b.label}
              </option>
            ))}
          </select>
        </label>
      </div>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <div className="panel-row">
        <button className="button-primary" type="submit" disabled={loading}>
          {loading ? 'Saving…' : 'Save folder'}
        </button>
        <button className="button-secondary" type="button" onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}

/**
 * The site's navigation folders, each with its pages in order, and a page or collection moved into
 * one or out of it. What may go where is the catalog's to refuse (packages/site folderMoveProblem):
 * the choices offered are already only pages and collections, and only folders.
 */
export function FoldersSection({ collections, onChanged }: { collections: Collection[]; onChanged(): void }) {
  const [editing, setEditing] = useState<{ folder: Collection | null } | null>(null);
  const [move, { loading: moving }] = useMutation(MoveToFolderDocument);
  const [remove] = useMutation(DeleteFolderDocument);
  const deleteFolder = async (folder: Collection) => {
    const { data } = await remove({ variables: { id: folder.id } });
    const [problem] = data?.deleteFolder.userErrors ?? [];
    if (problem) return problem.message;
    onChanged();
    return null;
  };
  const [error, setError] = useState('');
  const folders = collections.filter((c) => c.folder);
  const movable = collections.filter((c) => !c.folder);
  const moveTo = async (collectionId: string, folderId: string | null) => {
    setError('');
    const { data } = await move({ variables: { collectionId, folderId } });
    const [problem] = data?.moveToFolder.userErrors ?? [];
    if (problem) return setError(problem.message);
    onChanged();
  };
  const submitMove = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    void moveTo(String(form.get('collection')), String(form.get('folder')));
  };
  const done = () => {
    setEditing(null);
    onChanged();
  };
  return (
    <div className="content-list folders-section">
      <div className="panel-row">
        <h3>Navigation folders</h3>
        <button type="button" className="button-secondary" onClick={() => setEditing({ folder: null })}>
          New folder
        </button>
      </div>
      {editing && <FolderForm folder={editing.folder} onDone={done} />}
      {folders.length === 0 && !editing && (
        <p className="hint">A folder groups pages under one title in the site’s menu, as a dropdown.</p>
      )}
      {folders.map((folder) => {
        const pages = collections.filter((c) => c.parentId === folder.id);
        return (
          <section key={folder.id} className="folder-card" aria-label={`Folder ${folder.title}`}>
            <div className="folder-card-head">
              <strong>{folder.title}</strong>
              <span className="type-tag">{BEHAVIORS.find((b) => b.value === folder.folderBehavior)?.tag}</span>
              <button type="button" className="link-button" onClick={() => setEditing({ folder })}>
                Edit
              </button>
              <ConfirmDelete
                name={folder.title}
                consequence="Its pages stay on the site, in its menu."
                onDelete={() => deleteFolder(folder)}
              />
            </div>
            {pages.length ? (
              <ul aria-label={`Pages in ${folder.title}`}>
                {pages.map((page) => (
                  <li key={page.id}>
                    <a href={page.fullUrl}>{page.title}</a>
                    <button
                      type="button"
                      className="link-button"
                      disabled={moving}
                      onClick={() => void moveTo(page.id, null)}
                      aria-label={`Take ${page.title} out of ${folder.title}`}
                    >
                      Take out
                    </button>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="hint">No pages yet: move one in below.</p>
            )}
          </section>
        );
      })}
      {folders.length > 0 && (
        <form className="panel-row folder-move" onSubmit={submitMove} aria-label="Move into a folder">
          <label>
            Page or collection
            <select name="collection" required>
              {movable.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.title}
                  {c.parentId ? ` (in ${folders.find((f) => f.id === c.parentId)?.title ?? 'a folder'})` : ''}
                </option>
              ))}
            </select>
          </label>
          <label>
            Into the folder
            <select name="folder" required>
              {folders.map((f) => (
                <option key={f.id} value={f.id}>
                  {f.title}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className="button-primary" disabled={moving}>
            {moving ? 'Moving…' : 'Move'}
          </button>
        </form>
      )}
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
