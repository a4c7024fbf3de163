import { useEffect, useState } from 'react';
import { PREVIEW_PARAM, previewHref } from './preview-links.ts';

/** The widths a preview is drawn at: a phone's and a desktop's, as the screenshots of pages are taken. */
const WIDTHS = { phone: 390, desktop: 1280 } as const;
type Width = keyof typeof WIDTHS;
const FRAME_HEIGHT = 680;

/** The width of an element's content box, followed as it changes; the element is the one given to the returned ref. */
function useContentWidth(): [(element: HTMLElement | null) => void, number] {
  const [element, setElement] = useState<HTMLElement | null>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => setWidth(entry?.contentRect.width ?? 0));
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return [setElement, width];
}

/**
 * Keeps the frame in the preview as the owner moves about in it: a link or a form of the site's
 * pages carries ?themePreview= when it is followed, and a page reached without it (a redirect after
 * a form's POST) is asked again with it, so no published page is shown as if it were the draft.
 */
function keepInPreview(frame: HTMLIFrameElement, previewId: string) {
  const view = frame.contentWindow;
  const doc = frame.contentDocument;
  // A page of another origin cannot be read, nor be one of the site's.
  if (!view || !doc) return;
  const here = view.location.href;
  const again = previewHref(view.location.pathname + view.location.search, here, previewId);
  if (new URL(here).searchParams.get(PREVIEW_PARAM) !== previewId && again) {
    view.location.replace(again);
    return;
  }
  doc.addEventListener(
    'click',
    (event) => {
      const link = (event.target as Element | null)?.closest?.('a[href]');
      const href = link?.getAttribute('href');
      const kept = href ? previewHref(href, view.location.href, previewId) : null;
      if (link && kept) link.setAttribute('href', kept);
    },
    true,
  );
  doc.addEventListener(
    'submit',
    (event) => {
      const form = event.target as HTMLFormElement;
      if (form.method.toLowerCase() === 'get') {
        if (form.querySelector(`input[name=${PREVIEW_PARAM}]`)) return;
        const field = doc.createElement('input');
        field.type = 'hidden';
        field.name = PREVIEW_PARAM;
        field.value = previewId;
        form.append(field);
      } else {
        const kept = previewHref(form.getAttribute('action') || view.location.href, view.location.href, previewId);
        if (kept) form.setAttribute('action', kept);
      }
    },
    true,
  );
}

/** A page address of this site: a path, its query kept; anything else is the home page. */
export function sitePath(typed: string): string {
  const trimmed = typed.trim();
  if (!trimmed.startsWith('/') || trimmed.startsWith('//')) return '/';
  return trimmed;
}

/** The site's page at the address typed, drawn with the unsaved changes (a draft only the owner sees), at a phone's or a desktop's width. */
export function ThemePreview({
  previewId,
  busy,
  onPreview,
}: {
  previewId: string | null;
  busy: boolean;
  onPreview(): void;
}) {
  const [typed, setTyped] = useState('/');
  const [path, setPath] = useState('/');
  const [width, setWidth] = useState<Width>('phone');
  const [holder, room] = useContentWidth();
  // The page is laid out at the chosen width and drawn smaller when the panel is narrower: the whole width in view.
  const scale = room > 0 ? Math.min(1, room / WIDTHS[width]) : 1;
  const src = previewId
    ? `${path}${path.includes('?') ? '&' : '?'}themePreview=${encodeURIComponent(previewId)}`
    : undefined;
  return (
    <section className="theme-preview" aria-labelledby="theme-preview-title">
      <h3 id="theme-preview-title">Preview</h3>
      <form
        className="panel-row"
        onSubmit={(event) => {
          event.preventDefault();
          setPath(sitePath(typed));
          onPreview();
        }}
      >
        <label>
          Page of your site
          <input
            name="page"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            spellCheck={false}
            inputMode="url"
          />
        </label>
        <div className="theme-preview-widths" role="group" aria-label="Width">
          {(Object.keys(WIDTHS) as Width[]).map((w) => (
            <button
              key={w}
              type="button"
              className="button-secondary"
              aria-pressed={width === w}
              onClick={() => setWidth(w)}
            >
              {w === 'phone' ? 'Phone' : 'Desktop'} ({WIDTHS[w]} px)
            </button>
          ))}
        </div>
        <button type="submit" className="button-secondary" disabled={busy}>
          {busy ? 'Preparing…' : 'Preview changes'}
        </button>
      </form>
      {src ? (
        <div className="theme-preview-frame" data-width={width} ref={holder}>
          <div className="theme-preview-scaled" style={{ width: WIDTHS[width] * scale, height: FRAME_HEIGHT * scale }}>
            <iframe
              key={src}
              title="Preview of your site with the unsaved changes"
              src={src}
              style={{ width: WIDTHS[width], height: FRAME_HEIGHT, transform: `scale(${scale})` }}
              onLoad={(event) => previewId && keepInPreview(event.currentTarget, previewId)}
              data-testid="theme-preview-frame"
            />
          </div>
        </div>
      ) : (
        <p className="hint">
          Shows a page of your site with your unsaved changes. Only you can see it; visitors keep seeing the published
          version.
        </p>
      )}
    </section>
  );
}
