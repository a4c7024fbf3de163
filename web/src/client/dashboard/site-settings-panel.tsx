import { useMutation, useQuery } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { seoTextOf } from '@atelier/site';
import {
  SaveCollectionSeoDocument,
  SetFaviconDocument,
  SetHomeCollectionDocument,
  SiteSettingsDocument,
  type SiteSettingsQuery,
} from '../../graphql/generated/dashboard.ts';
import { AllowedOriginsForm } from './allowed-origins-form.tsx';
import { CollectionPasswordForm } from './collection-password-form.tsx';
import { LoadStatus } from './load-status.tsx';
import { SeoFields } from './seo-fields.tsx';
import { TrackingSettingsSection } from './tracking-settings-section.tsx';
import { uploadImage } from './upload-image.ts';
import './site-settings.css';

type Site = NonNullable<SiteSettingsQuery['site']>;
type Note = { ok: boolean; text: string } | null;

const TYPE_NAMES: Record<string, string> = {
  PRODUCTS: 'shop',
  BLOG: 'blog',
  PAGE: 'page',
  EVENTS: 'events page',
  GALLERY: 'gallery',
};

function NoteLine({ note }: { note: Note }) {
  if (!note) return null;
  return (
    <p className={note.ok ? 'form-note' : 'form-error'} role={note.ok ? 'status' : 'alert'}>
      {note.text}
    </p>
  );
}

/** Which page, shop or blog `/` shows; the default is the first of the main navigation. */
function HomePageForm({ site }: { site: Site }) {
  const [save, { loading }] = useMutation(SetHomeCollectionDocument);
  const [note, setNote] = useState<Note>(null);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const chosen = String(new FormData(event.currentTarget).get('home') ?? '');
    const { data } = await save({ variables: { collectionId: chosen || null } });
    const result = data?.setHomeCollection;
    const problem = result?.userErrors[0];
    setNote(
      problem || !result?.website
        ? { ok: false, text: problem?.message ?? 'The home page was not saved. Please try again.' }
        : { ok: true, text: `Saved: your home page shows ${result.website.homeCollection?.title ?? 'nothing yet'}.` },
    );
  };
  return (
    <form className="site-setting" onSubmit={submit} aria-labelledby="home-page-title">
      <h3 id="home-page-title">Home page</h3>
      <p className="hint">
        What visitors see at the address of your site, with nothing after it. By default, the first page of the main
        navigation.
      </p>
      <div className="panel-row">
        <label className="grow">
          Show at /
          <select name="home" defaultValue={site.homeCollectionId ?? ''}>
            <option value="">
              Default{!site.homeCollectionId && site.homeCollection ? `: ${site.homeCollection.title}` : ''}
            </option>
            {site.collections.map((c) => (
              <option key={c.id} value={c.id} disabled={c.isProtected}>
                {c.title} ({TYPE_NAMES[c.type] ?? c.type.toLowerCase()}
                {c.isProtected ? ', behind a password' : ''})
              </option>
            ))}
          </select>
        </label>
        <button className="button-secondary" type="submit" disabled={loading}>
          {loading ? 'Saving…' : 'Save home page'}
        </button>
      </div>
      <NoteLine note={note} />
    </form>
  );
}

/** The site's icon in browser tabs and bookmarks: an upload of the owner's, or Atelier's. */
function FaviconForm({ site }: { site: Site }) {
  const [setFavicon] = useMutation(SetFaviconDocument);
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<Note>(null);
  const choose = async (run: () => Promise<{ imageId: string | null } | { message: string }>) => {
    setBusy(true);
    try {
      const picked = await run();
      if ('message' in picked) return setNote({ ok: false, text: picked.message });
      const { data } = await setFavicon({ variables: { imageId: picked.imageId } });
      const problem = data?.setFavicon.userErrors[0];
      setNote(
        problem
          ? { ok: false, text: problem.message }
          : { ok: true, text: picked.imageId ? 'Saved: your icon is in use.' : 'Saved: Atelier’s icon is in use.' },
      );
    } catch {
      setNote({ ok: false, text: 'The icon could not be saved just now. Check your connection and try again.' });
    } finally {
      setBusy(false);
    }
  };
  const current = site.favicon ? `/favicon.ico?v=${encodeURIComponent(site.favicon.id)}` : '/favicon.ico';
  return (
    <div className="site-setting" role="group" aria-labelledby="favicon-title">
      <h3 id="favicon-title">Site icon</h3>
      <p className="hint">Shown in browser tabs and bookmarks. A square image of at least 48 × 48 pixels works best.</p>
      <div className="panel-row favicon-row">
        <img
          className="favicon-preview"
          src={current}
          alt={site.favicon ? 'Your icon' : 'Atelier’s icon'}
          width={48}
          height={48}
        />
        <label>
          Upload an icon <span className="hint">(JPEG, PNG, WebP, GIF or AVIF)</span>
          <input
            type="file"
            accept="image/*"
            data-testid="favicon-upload"
            disabled={busy}
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (file)
                void choose(async () => {
                  const uploaded = await uploadImage(file);
                  return 'image' in uploaded ? { imageId: uploaded.image.id } : uploaded;
                });
            }}
          />
        </label>
        {site.favicon && (
          <button
            type="button"
            className="button-secondary"
            disabled={busy}
            onClick={() => void choose(async () => ({ imageId: null }))}
          >
            Use Atelier’s icon
          </button>
        )}
      </div>
      {busy && (
        <p className="hint" aria-busy="true">
          Saving the icon…
        </p>
      )}
      <NoteLine note={note} />
    </div>
  );
}

type Collection = Site['collections'][number];

/** A shop's or blog's SEO title and description (a page's are in its editor), and its password. */
function CollectionSeoForm({ collection }: { collection: Collection }) {
  const [save, { loading }] = useMutation(SaveCollectionSeoDocument);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [note, setNote] = useState<Note>(null);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const { data } = await save({
      variables: {
        input: {
          collectionId: collection.id,
          seoTitle: String(form.get('seoTitle') ?? ''),
          seoDescription: String(form.get('seoDescription') ?? ''),
        },
      },
    });
    const problems = data?.saveCollectionSeo.userErrors ?? [];
    setErrors(Object.fromEntries(problems.map((p) => [p.field?.at(-1) ?? 'form', p.message])));
    setNote(problems.length ? { ok: false, text: 'Not saved: see the fields above.' } : { ok: true, text: 'Saved.' });
  };
  return (
    <details className="collection-seo">
      <summary>
        {collection.title}{' '}
        <span className="hint">
          ({TYPE_NAMES[collection.type]}, {collection.fullUrl}
          {collection.isProtected ? ', password' : ''})
        </span>
      </summary>
      <form onSubmit={submit} aria-label={`Search engines: ${collection.title}`}>
        <SeoFields
          initial={collection}
          defaults={seoTextOf({ title: collection.title, summary: collection.description })}
          errors={errors}
        />
        <NoteLine note={note} />
        <button className="button-secondary" type="submit" disabled={loading}>
          {loading ? 'Saving…' : 'Save'}
        </button>
      </form>
      <CollectionPasswordForm collection={collection} />
    </details>
  );
}

/** The site's settings: its home page, its icon, what search engines are told of its shops and blogs, its tracking and the origins its pages may load from. */
export function SiteSettingsPanel() {
  const { data, loading, error } = useQuery(SiteSettingsDocument);
  const site = data?.site;
  const lists = site?.collections.filter((c) => c.type !== 'PAGE') ?? [];
  return (
    <section className="dashboard-panel site-settings-panel" aria-labelledby="site-settings-title">
      <h2 id="site-settings-title">Site settings</h2>
      <LoadStatus what="site settings" loading={loading} error={error} loaded={Boolean(site)} />
      {site && (
        <>
          <HomePageForm site={site} />
          <FaviconForm site={site} />
          <div className="site-setting">
            <h3>Shops, blogs, events and galleries</h3>
            <p className="hint">
              What search engines are told of each, and who may see it. Pages, posts and products have theirs in their
              own editors.
            </p>
            {lists.map((collection) => (
              <CollectionSeoForm key={collection.id} collection={collection} />
            ))}
          </div>
          <TrackingSettingsSection />
          <AllowedOriginsForm saved={site.contentSecurityOrigins} />
        </>
      )}
    </section>
  );
}
