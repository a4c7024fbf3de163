import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { CURRENCIES, titleProblem } from '@atelier/commerce';
import { DEFAULT_SITE_LOCALE, DEFAULT_TIME_ZONE, SITE_LOCALES, slugFromTitle, typedSlug } from '@atelier/site';
import { SHIPPED_THEME_LABELS, SHIPPED_THEMES } from '@atelier/theme/shipped';
import {
  AdminDashboardDocument,
  CreateWebsiteDocument,
  NewSiteSlugDocument,
  OwnerSitesDocument,
  type OwnerSiteRowFragment,
} from '../../graphql/generated/dashboard.ts';
import { siteAddress, shownAddress } from './site-addresses.ts';
import { useDebounced } from './use-debounced.ts';
import { names, problemsOf, ProblemList, type Problem } from './user-errors.tsx';

/** The time zones this browser knows, the default among them (Intl leaves UTC out of its list). */
function timeZones(): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [...new Set([DEFAULT_TIME_ZONE, 'UTC', ...known])].sort();
}

/** A locale's name in English, with its tag: "English (United States) · en-US". */
function localeLabel(tag: string): string {
  try {
    return `${new Intl.DisplayNames(['en'], { type: 'language', languageDisplay: 'standard' }).of(tag) ?? tag} · ${tag}`;
  } catch {
    return tag;
  }
}

/**
 * A new site: its title, its address (made from the title as it is typed, or the owner's own, checked
 * with the catalog as they type, so a clash shows before they send), a shipped theme, the store's
 * currency, locale and time zone. The catalog checks it all again and decides.
 */
export function NewSiteForm({
  onCreated,
  onCancel,
}: {
  onCreated(site: OwnerSiteRowFragment): void;
  onCancel(): void;
}) {
  const id = useId();
  const [title, setTitle] = useState('');
  /** The address the owner typed; empty while it follows the title. */
  const [ownSlug, setOwnSlug] = useState('');
  const [problems, setProblems] = useState<Problem[]>([]);
  const [create, { loading: creating }] = useMutation(CreateWebsiteDocument, {
    refetchQueries: [OwnerSitesDocument, AdminDashboardDocument],
    awaitRefetchQueries: true,
  });
  const titleInput = useRef<HTMLInputElement>(null);
  useEffect(() => titleInput.current?.focus(), []);
  const zones = useMemo(timeZones, []);

  const typed = typedSlug(ownSlug);
  const asked = useDebounced(typed ? { slug: typed } : { title: title.trim() }, 250);
  const askedNow = typed ? asked.slug === typed : asked.title === title.trim();
  const check = useQuery(NewSiteSlugDocument, {
    variables: asked,
    skip: !asked.slug && !asked.title,
    fetchPolicy: 'network-only',
  });
  // An answer about what is typed now; one about an earlier text is not shown.
  const answer = askedNow && !check.loading ? check.data?.newSiteSlug : undefined;
  const slug = typed || answer?.suggestion || (title.trim() ? slugFromTitle(title) : '');
  // Following the title, the field already holds a free address: a clash of the title's own is only told.
  const clash = answer && !answer.available ? answer.problems[0] : undefined;
  const slugProblem = typed ? clash : undefined;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The title's rule is the catalog's too (packages/commerce): a blank one is told here, unsent.
    const untitled = titleProblem(title);
    if (untitled) {
      setProblems([untitled]);
      titleInput.current?.focus();
      return;
    }
    const form = new FormData(event.currentTarget);
    let made: OwnerSiteRowFragment | null | undefined;
    const refused = await problemsOf(async () => {
      const { data } = await create({
        variables: {
          input: {
            title,
            slug,
            theme: String(form.get('theme')),
            currency: String(form.get('currency')),
            locale: String(form.get('locale')),
            timeZone: String(form.get('timeZone')),
          },
        },
      });
      made = data?.createWebsite.website;
      return data?.createWebsite;
    });
    setProblems(refused);
    if (made && !refused.length) onCreated(made);
  };

  const invalid = (field: string) => (names(problems, field) ? true : undefined);
  return (
    <form className="editor-form new-site-form" aria-labelledby={`${id}-title`} onSubmit={submit} noValidate>
      <h3 id={`${id}-title`}>New site</h3>
      <label>
        Title
        <input
          ref={titleInput}
          name="title"
          value={title}
          maxLength={200}
          required
          autoComplete="off"
          placeholder="My Shop"
          aria-invalid={invalid('title')}
          onChange={(event) => setTitle(event.target.value)}
        />
      </label>
      <div className="slug-field">
        <label htmlFor={`${id}-slug`}>Address</label>
        <div className="slug-input">
          <span className="slug-affix">{window.location.protocol}//</span>
          <input
            id={`${id}-slug`}
            name="slug"
            value={slug}
            maxLength={63}
            autoComplete="off"
            spellCheck={false}
            aria-describedby={`${id}-slug-state`}
            aria-invalid={slugProblem || invalid('slug') ? true : undefined}
            onChange={(event) => setOwnSlug(event.target.value)}
          />
          <span className="slug-affix">.localhost{window.location.port ? `:${window.location.port}` : ''}</span>
        </div>
        <p id={`${id}-slug-state`} className="slug-state" aria-live="polite">
          {slugProblem ? (
            <span className="field-error">
              {slugProblem.message}{' '}
              <button type="button" className="link-button" onClick={() => setOwnSlug(answer!.suggestion)}>
                Use {answer!.suggestion}
              </button>
            </span>
          ) : clash ? (
            <span className="slug-free">{clash.message}</span>
          ) : answer && slug ? (
            <span className="slug-free">{shownAddress(siteAddress(slug, window.location))} is free.</span>
          ) : slug ? (
            <span className="hint">Checking the address…</span>
          ) : (
            <span className="hint">Made from the title; lower-case letters, digits and hyphens.</span>
          )}
        </p>
      </div>
      <div className="new-site-choices">
        <label>
          Theme
          <select name="theme" defaultValue={SHIPPED_THEMES[0]} aria-invalid={invalid('theme')}>
            {SHIPPED_THEMES.map((key) => (
              <option key={key} value={key}>
                {SHIPPED_THEME_LABELS[key].name} — {SHIPPED_THEME_LABELS[key].look}
              </option>
            ))}
          </select>
        </label>
        <label>
          Currency
          <select name="currency" defaultValue="USD" aria-invalid={invalid('currency')}>
            {Object.entries(CURRENCIES).map(([code, { name }]) => (
              <option key={code} value={code}>
                {code} — {name}
              </option>
            ))}
          </select>
        </label>
        <label>
          Language and region
          <select name="locale" defaultValue={DEFAULT_SITE_LOCALE} aria-invalid={invalid('locale')}>
            {SITE_LOCALES.map((tag) => (
              <option key={tag} value={tag}>
                {localeLabel(tag)}
              </option>
            ))}
          </select>
        </label>
        <label>
          Time zone
          <select name="timeZone" defaultValue={DEFAULT_TIME_ZONE} aria-invalid={invalid('timeZone')}>
            {zones.map((zone) => (
              <option key={zone} value={zone}>
                {zone.replace(/_/g, ' ')}
              </option>
            ))}
          </select>
        </label>
      </div>
      <ProblemList problems={problems} />
      <div className="panel-actions">
        <button className="button-primary" type="submit" disabled={creating}>
          {creating ? 'Creating…' : 'Create site'}
        </button>
        <button className="button-secondary" type="button" onClick={onCancel} disabled={creating}>
          Cancel
        </button>
      </div>
    </form>
  );
}
