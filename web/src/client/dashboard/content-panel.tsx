import { useMutation, useQuery } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { seoTextOf } from '@atelier/site';
import {
  OwnerContentDocument,
  SavePageDocument,
  SavePostDocument,
  type OwnerContentQuery,
} from '../../graphql/generated/dashboard.ts';
import { FoldersSection } from './folders-section.tsx';
import { LoadStatus } from './load-status.tsx';
import { RichTextEditor } from './rich-text-editor.tsx';
import { SeoFields } from './seo-fields.tsx';
import { NavigationSelect, TitleAndAddress } from './collection-fields.tsx';

type Collection = NonNullable<OwnerContentQuery['site']>['collections'][number];
type Post = Collection['posts']['items'][number];

const words = (text: string) =>
  text
    .split(',')
    .map((w) => w.trim())
    .filter(Boolean);

/** An editor's last lines: the refusal, if any, then save and cancel. */
function FormFooter({
  error,
  saving,
  label,
  onCancel,
}: {
  error: string;
  saving: boolean;
  label: string;
  onCancel(): void;
}) {
  return (
    <>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <div className="panel-row">
        <button className="button-primary" type="submit" disabled={saving}>
          {saving ? 'Saving…' : label}
        </button>
        <button className="button-secondary" type="button" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </>
  );
}

function PostForm({ blog, post, onDone }: { blog: Collection; post: Post | null; onDone(): void }) {
  const [save, { loading }] = useMutation(SavePostDocument);
  const [error, setError] = useState('');
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '');
    const { data } = await save({
      variables: {
        input: {
          id: post?.id,
          collectionId: blog.id,
          title: text('title'),
          urlId: text('urlId') || undefined,
          excerpt: text('excerpt'),
          body: text('body'),
          authorName: text('author'),
          categories: words(text('categories')),
          tags: words(text('tags')),
          featured: form.get('featured') === 'on',
          seoTitle: text('seoTitle'),
          seoDescription: text('seoDescription'),
        },
      },
    });
    const [problem] = data?.savePost.userErrors ?? [];
    if (problem) return setError(problem.message);
    onDone();
  };
  return (
    <form
      className="editor-form"
      onSubmit={submit}
      aria-label={post ? `Edit ${post.title}` : `New post in ${blog.title}`}
    >
      <h3>{post ? `Edit “${post.title}”` : `New post in ${blog.title}`}</h3>
      <TitleAndAddress title={post?.title} urlId={post?.urlId} />
      <label>
        Excerpt
        <textarea name="excerpt" rows={2} maxLength={1000} defaultValue={post?.excerpt} />
      </label>
      <RichTextEditor name="body" label="Body" initial={post?.body ?? ''} />
      <div className="panel-row">
        <label>
          Author
          <input name="author" defaultValue={post?.author.displayName} />
        </label>
        <label>
          Categories <span className="hint">(comma separated)</span>
          <input name="categories" defaultValue={post?.categories.join(', ')} />
        </label>
        <label>
          Tags
          <input name="tags" defaultValue={post?.tags.join(', ')} />
        </label>
      </div>
      <label className="check">
        <input type="checkbox" name="featured" defaultChecked={post?.featured ?? false} /> Featured{' '}
        <span className="hint">(themes that list featured posts show it)</span>
      </label>
      <SeoFields
        initial={{ seoTitle: post?.seoTitle ?? '', seoDescription: post?.seoDescription ?? '' }}
        defaults={seoTextOf({ title: post?.title ?? '', summary: post?.excerpt, body: post?.body })}
      />
      <FormFooter error={error} saving={loading} label="Save post" onCancel={onDone} />
    </form>
  );
}

function PageForm({ page, onDone }: { page: Collection | null; onDone(): void }) {
  const [save, { loading }] = useMutation(SavePageDocument);
  const [error, setError] = useState('');
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '');
    const protect = text('protect');
    const { data } = await save({
      variables: {
        input: {
          id: page?.id,
          title: text('title'),
          urlId: text('urlId') || undefined,
          body: text('body'),
          navigation: text('navigation') || null,
          // keep: leave the password as it is; off: remove it; a new one replaces it.
          password: protect === 'off' ? '' : protect === 'new' ? text('password') : undefined,
          seoTitle: text('seoTitle'),
          seoDescription: text('seoDescription'),
        },
      },
    });
    const [problem] = data?.savePage.userErrors ?? [];
    if (problem) return setError(problem.message);
    onDone();
  };
  return (
    <form className="editor-form" onSubmit={submit} aria-label={page ? `Edit ${page.title}` : 'New page'}>
      <h3>{page ? `Edit “${page.title}”` : 'New page'}</h3>
      <TitleAndAddress title={page?.title} urlId={page?.urlId} />
      <RichTextEditor name="body" label="Body" initial={page?.ownerBody ?? ''} />
      <div className="panel-row">
        <NavigationSelect value={page?.navigation} />
        <label>
          Password
          <select name="protect" defaultValue={page?.isProtected ? 'keep' : 'off'}>
            {page?.isProtected && <option value="keep">Keep the current password</option>}
            <option value="off">Public page</option>
            <option value="new">Protect with a new password</option>
          </select>
        </label>
        <label>
          New password
          <input name="password" type="password" autoComplete="new-password" maxLength={200} />
        </label>
      </div>
      <SeoFields
        initial={{ seoTitle: page?.seoTitle ?? '', seoDescription: page?.seoDescription ?? '' }}
        defaults={seoTextOf({ title: page?.title ?? '', body: page?.ownerBody })}
      />
      <FormFooter error={error} saving={loading} label="Save page" onCancel={onDone} />
    </form>
  );
}

type Editing = { kind: 'post'; blog: Collection; post: Post | null } | { kind: 'page'; page: Collection | null } | null;

/** The site's blog posts and pages, each editable; new ones too. */
export function ContentPanel() {
  const { data, loading, error, refetch } = useQuery(OwnerContentDocument);
  const collections = data?.site?.collections ?? [];
  const [editing, setEditing] = useState<Editing>(null);
  const done = () => {
    setEditing(null);
    void refetch();
  };
  const blogs = collections.filter((c) => c.type === 'BLOG');
  const pages = collections.filter((c) => c.type === 'PAGE');
  return (
    <section className="dashboard-panel" aria-labelledby="content-title">
      <h2 id="content-title">Pages and posts</h2>
      <LoadStatus what="pages and posts" loading={loading} error={error} loaded={Boolean(data?.site)} />
      {editing?.kind === 'post' && <PostForm blog={editing.blog} post={editing.post} onDone={done} />}
      {editing?.kind === 'page' && <PageForm page={editing.page} onDone={done} />}
      {blogs.map((blog) => (
        <div key={blog.id} className="content-list">
          <div className="panel-row">
            <h3>{blog.title}</h3>
            <button
              type="button"
              className="button-secondary"
              onClick={() => setEditing({ kind: 'post', blog, post: null })}
            >
              New post
            </button>
          </div>
          <ul>
            {blog.posts.items.map((post) => (
              <li key={post.id}>
                <a href={post.fullUrl}>{post.title}</a>
                <button type="button" className="link-button" onClick={() => setEditing({ kind: 'post', blog, post })}>
                  Edit
                </button>
              </li>
            ))}
          </ul>
        </div>
      ))}
      <div className="content-list">
        <div className="panel-row">
          <h3>Pages</h3>
          <button type="button" className="button-secondary" onClick={() => setEditing({ kind: 'page', page: null })}>
            New page
          </button>
        </div>
        <ul>
          {pages.map((page) => (
            <li key={page.id}>
              <a href={page.fullUrl}>{page.title}</a>
              {page.parentId && (
                <span className="type-tag">In {collections.find((c) => c.id === page.parentId)?.title}</span>
              )}
              {page.isProtected && <span className="type-tag">Password</span>}
              <button type="button" className="link-button" onClick={() => setEditing({ kind: 'page', page })}>
                Edit
              </button>
            </li>
          ))}
        </ul>
      </div>
      {data?.site && <FoldersSection collections={collections} onChanged={() => void refetch()} />}
    </section>
  );
}
