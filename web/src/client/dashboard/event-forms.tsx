import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { instantOfWallTime, wallTimeIn } from '@atelier/site';
import {
  SaveEventDocument,
  SaveEventsPageDocument,
  type DashboardEventFragment,
} from '../../graphql/generated/dashboard.ts';
import { RichTextEditor } from './rich-text-editor.tsx';
import { UserErrorsNote } from './user-errors-note.tsx';
import { NavigationSelect, TitleAndAddress } from './collection-fields.tsx';

export interface EventsPageData {
  id: string;
  title: string;
  urlId: string;
  navigation?: string | null;
  eventsView: 'UPCOMING' | 'PAST';
}

/** The text of a form's field. */
const textOf = (form: FormData) => (name: string) => String(form.get(name) ?? '');

/** A number field's value; empty: none. */
const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text));

function Footer({ saving, label, onCancel }: { saving: boolean; label: string; onCancel(): void }) {
  return (
    <div className="panel-row">
      <button className="button-primary" type="submit" disabled={saving}>
        {saving ? 'Saving…' : label}
      </button>
      <button className="button-secondary" type="button" onClick={onCancel}>
        Cancel
      </button>
    </div>
  );
}

/** An events page: its title, address, navigation and the list its page shows first. */
export function EventsPageForm({ page, onDone }: { page: EventsPageData | null; onDone(): void }) {
  const [save, { loading }] = useMutation(SaveEventsPageDocument);
  const [errors, setErrors] = useState<string[]>([]);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = textOf(new FormData(event.currentTarget));
    const { data } = await save({
      variables: {
        input: {
          id: page?.id,
          title: text('title'),
          urlId: text('urlId') || undefined,
          navigation: text('navigation') || null,
          view: text('view') === 'PAST' ? 'PAST' : 'UPCOMING',
        },
      },
    });
    const problems = data?.saveEventsPage.userErrors ?? [];
    if (problems.length) return setErrors(problems.map((p) => p.message));
    onDone();
  };
  return (
    <form className="editor-form" onSubmit={submit} aria-label={page ? `Edit ${page.title}` : 'New events page'}>
      <h3>{page ? `Edit “${page.title}”` : 'New events page'}</h3>
      <TitleAndAddress title={page?.title} urlId={page?.urlId} />
      <div className="panel-row">
        <NavigationSelect value={page?.navigation} />
        <label>
          The page lists
          <select name="view" defaultValue={page?.eventsView ?? 'UPCOMING'}>
            <option value="UPCOMING">Upcoming events</option>
            <option value="PAST">Past events</option>
          </select>
        </label>
      </div>
      <UserErrorsNote messages={errors} />
      <Footer saving={loading} label="Save events page" onCancel={onDone} />
    </form>
  );
}

/** An event of an events page, its times on the wall clock of the site's time zone. */
export function EventForm({
  page,
  event,
  timeZone,
  onDone,
}: {
  page: EventsPageData;
  event: DashboardEventFragment | null;
  timeZone: string;
  onDone(): void;
}) {
  const [save, { loading }] = useMutation(SaveEventDocument);
  const [errors, setErrors] = useState<string[]>([]);
  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const text = textOf(new FormData(e.currentTarget));
    const { data } = await save({
      variables: {
        input: {
          id: event?.id,
          collectionId: page.id,
          title: text('title'),
          urlId: text('urlId') || undefined,
          body: text('body'),
          // A time that is none is sent as written: the server's words say what is wrong with it.
          start: instantOfWallTime(text('start'), timeZone) ?? text('start'),
          end: instantOfWallTime(text('end'), timeZone) ?? text('end'),
          location: {
            addressLine1: text('addressLine1'),
            addressLine2: text('addressLine2'),
            addressCountry: text('addressCountry'),
            mapLat: numberOrNull(text('mapLat')),
            mapLng: numberOrNull(text('mapLng')),
          },
          featured: text('featured') === 'on',
        },
      },
    });
    const problems = data?.saveEvent.userErrors ?? [];
    if (problems.length) return setErrors(problems.map((p) => p.message));
    onDone();
  };
  const wall = (instant: number | undefined) => (instant === undefined ? '' : wallTimeIn(instant, timeZone));
  const where = event?.location;
  return (
    <form
      className="editor-form"
      onSubmit={submit}
      aria-label={event ? `Edit ${event.title}` : `New event in ${page.title}`}
    >
      <h3>{event ? `Edit “${event.title}”` : `New event in ${page.title}`}</h3>
      <TitleAndAddress title={event?.title} urlId={event?.urlId} />
      <div className="panel-row">
        <label>
          Starts <span className="hint">({timeZone})</span>
          <input name="start" type="datetime-local" required defaultValue={wall(event?.startDate)} />
        </label>
        <label>
          Ends
          <input name="end" type="datetime-local" required defaultValue={wall(event?.endDate)} />
        </label>
      </div>
      <label className="check">
        <input type="checkbox" name="featured" defaultChecked={event?.featured ?? false} /> Featured{' '}
        <span className="hint">(themes that list featured events show it)</span>
      </label>
      <RichTextEditor name="body" label="Description" initial={event?.body ?? ''} />
      <fieldset className="event-location">
        <legend>Where</legend>
        <label>
          Address line 1
          <input name="addressLine1" maxLength={200} defaultValue={where?.addressLine1} />
        </label>
        <label>
          Address line 2
          <input name="addressLine2" maxLength={200} defaultValue={where?.addressLine2} />
        </label>
        <div className="panel-row">
          <label>
            Country
            <input name="addressCountry" maxLength={100} defaultValue={where?.addressCountry} />
          </label>
          <label>
            Latitude <span className="hint">(−90 to 90)</span>
            <input name="mapLat" type="number" step="any" min={-90} max={90} defaultValue={where?.mapLat ?? ''} />
          </label>
          <label>
            Longitude <span className="hint">(−180 to 180)</span>
            <input name="mapLng" type="number" step="any" min={-180} max={180} defaultValue={where?.mapLng ?? ''} />
          </label>
        </div>
      </fieldset>
      <UserErrorsNote messages={errors} />
      <Footer saving={loading} label="Save event" onCancel={onDone} />
    </form>
  );
}
