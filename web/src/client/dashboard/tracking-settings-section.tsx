import { useMutation, useQuery } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { SaveTrackingSettingsDocument, TrackingSettingsDocument } from '../../graphql/generated/dashboard.ts';
import { LoadStatus } from './load-status.tsx';

type Note = { ok: boolean; text: string } | null;

/**
 * Whether the site's pages record visits, and whether visitors are asked first with a cookie
 * banner (packages/tracking README: what is recorded and for how long). Browsers that send
 * Do-Not-Track or Global Privacy Control are never recorded, whatever is chosen here.
 */
export function TrackingSettingsSection() {
  const { data, loading, error } = useQuery(TrackingSettingsDocument);
  const [save, saving] = useMutation(SaveTrackingSettingsDocument);
  const [note, setNote] = useState<Note>(null);
  const settings = data?.site?.trackingSettings;
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const input = {
      trackingEnabled: form.get('trackingEnabled') === 'on',
      cookieBanner: form.get('cookieBanner') === 'on',
    };
    try {
      const { data: saved } = await save({ variables: { input } });
      const result = saved?.saveTrackingSettings;
      const problem = result?.userErrors[0];
      setNote(
        problem || !result?.settings
          ? { ok: false, text: problem?.message ?? 'The settings were not saved. Please try again.' }
          : { ok: true, text: 'Saved: your pages follow these settings from now on.' },
      );
    } catch {
      setNote({ ok: false, text: 'The settings could not be saved just now. Check your connection and try again.' });
    }
  };
  return (
    <form className="site-setting" onSubmit={submit} aria-labelledby="tracking-settings-title">
      <h3 id="tracking-settings-title">Tracking &amp; cookies</h3>
      <p className="hint">
        Visits, page views, searches, additions to the cart and orders are counted for your analytics, with cookies that
        remember a visitor for up to two years. Visitors whose browser asks not to be tracked are never counted.
      </p>
      <LoadStatus what="tracking settings" loading={loading} error={error} loaded={Boolean(settings)} />
      {settings && (
        <>
          <label className="check">
            <input type="checkbox" name="trackingEnabled" defaultChecked={settings.trackingEnabled} />
            Record visits and events on my site
          </label>
          <label className="check">
            <input type="checkbox" name="cookieBanner" defaultChecked={settings.cookieBanner} />
            Ask visitors first with a cookie banner (nothing is recorded until they accept)
          </label>
          <button className="button-secondary" type="submit" disabled={saving.loading}>
            {saving.loading ? 'Saving…' : 'Save tracking settings'}
          </button>
        </>
      )}
      {note && (
        <p className={note.ok ? 'form-note' : 'form-error'} role={note.ok ? 'status' : 'alert'}>
          {note.text}
        </p>
      )}
    </form>
  );
}
