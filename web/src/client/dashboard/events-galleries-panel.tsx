import { useMutation, useQuery } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { SHARE_SERVICE_LABELS, SHARE_SERVICES, wallTimeIn } from '@atelier/site';
import {
  DeleteEventDocument,
  DeleteEventsPageDocument,
  DeleteGalleryDocument,
  OwnerEventsGalleriesDocument,
  SetShareButtonsDocument,
  type DashboardEventFragment,
  type OwnerEventsGalleriesQuery,
} from '../../graphql/generated/dashboard.ts';
import { ConfirmDelete } from './confirm-delete.tsx';
import { EventForm, EventsPageForm, type EventsPageData } from './event-forms.tsx';
import { GalleryForm, type GalleryData } from './gallery-form.tsx';
import { LoadStatus } from './load-status.tsx';
import { UserErrorsNote } from './user-errors-note.tsx';
import './events-galleries-panel.css';

type Collection = NonNullable<OwnerEventsGalleriesQuery['site']>['collections'][number];

type Editing =
  | { kind: 'eventsPage'; page: EventsPageData | null }
  | { kind: 'event'; page: EventsPageData; event: DashboardEventFragment | null }
  | { kind: 'gallery'; gallery: GalleryData | null }
  | null;

/** When an event is, on the site's clock: "2026-12-05 18:30". */
const whenOf = (event: DashboardEventFragment, timeZone: string) =>
  wallTimeIn(event.startDate, timeZone).replace('T', ' ');

function EventRows({
  title,
  events,
  timeZone,
  onEdit,
  onDelete,
}: {
  title: string;
  events: readonly DashboardEventFragment[];
  timeZone: string;
  onEdit(event: DashboardEventFragment): void;
  onDelete(event: DashboardEventFragment): Promise<string | null>;
}) {
  return (
    <>
      <h4>{title}</h4>
      {events.length ? (
        <ul>
          {events.map((event) => (
            <li key={event.id}>
              <time className="event-row-when">{whenOf(event, timeZone)}</time>
              <a href={event.fullUrl}>{event.title}</a>
              <button type="button" className="link-button" onClick={() => onEdit(event)}>
                Edit
              </button>
              <ConfirmDelete name={event.title} consequence="Its page goes too." onDelete={() => onDelete(event)} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="hint">None.</p>
      )}
    </>
  );
}

/** Which share buttons the site's items show. */
function ShareButtonsForm({ chosen }: { chosen: readonly string[] }) {
  const [save, { loading }] = useMutation(SetShareButtonsDocument);
  const [errors, setErrors] = useState<string[]>([]);
  const [saved, setSaved] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setSaved(false);
    const { data } = await save({ variables: { services: SHARE_SERVICES.filter((s) => form.get(s) === 'on') } });
    const problems = data?.setShareButtons.userErrors ?? [];
    setErrors(problems.map((p) => p.message));
    setSaved(!problems.length);
  };
  return (
    <form className="share-buttons-form" onSubmit={submit} aria-labelledby="share-title">
      <h3 id="share-title">Share buttons</h3>
      <p className="hint">Shown on events and posts whose theme places them.</p>
      <div className="gallery-flags">
        {SHARE_SERVICES.map((service) => (
          <label key={service} className="checkbox-label">
            <input type="checkbox" name={service} defaultChecked={chosen.includes(service)} />{' '}
            {SHARE_SERVICE_LABELS[service]}
          </label>
        ))}
      </div>
      <UserErrorsNote messages={errors} />
      <div className="panel-row">
        <button className="button-primary" type="submit" disabled={loading}>
          {loading ? 'Saving…' : 'Save share buttons'}
        </button>
        {saved && (
          <span className="form-note" role="status">
            Saved.
          </span>
        )}
      </div>
    </form>
  );
}

const pageOf = (c: Collection): EventsPageData => ({
  id: c.id,
  title: c.title,
  urlId: c.urlId,
  navigation: c.navigation,
  eventsView: c.eventsView,
});

const galleryOf = (c: Collection): GalleryData => ({
  id: c.id,
  title: c.title,
  urlId: c.urlId,
  navigation: c.navigation,
  galleryOptions: c.galleryOptions as GalleryData['galleryOptions'],
  galleryImages: c.galleryImages,
});

/** The site's events pages with their events, its galleries (each made, changed or deleted here), and its share buttons. */
export function EventsGalleriesPanel() {
  const { data, loading, error, refetch } = useQuery(OwnerEventsGalleriesDocument);
  const site = data?.site;
  const collections = site?.collections ?? [];
  const timeZone = site?.storeSettings.timeZone ?? 'UTC';
  const [editing, setEditing] = useState<Editing>(null);
  const done = () => {
    setEditing(null);
    void refetch();
  };
  const [deleteEvent] = useMutation(DeleteEventDocument);
  const [deleteEventsPage] = useMutation(DeleteEventsPageDocument);
  const [deleteGallery] = useMutation(DeleteGalleryDocument);
  /** Runs a delete, then lists the site again; the refusal's words when there is one. */
  const deleted = async (run: Promise<{ userErrors: readonly { message: string }[] } | undefined>) => {
    const answer = await run;
    const refusal = answer ? (answer.userErrors[0]?.message ?? null) : 'It could not be deleted. Please try again.';
    if (!refusal) {
      setEditing(null);
      void refetch();
    }
    return refusal;
  };
  const eventsPages = collections.filter((c) => c.type === 'EVENTS');
  const galleries = collections.filter((c) => c.type === 'GALLERY');
  return (
    <section className="dashboard-panel events-galleries" aria-labelledby="events-title">
      <h2 id="events-title">Events and galleries</h2>
      <LoadStatus what="events and galleries" loading={loading} error={error} loaded={Boolean(site)} />
      {editing?.kind === 'eventsPage' && <EventsPageForm page={editing.page} onDone={done} />}
      {editing?.kind === 'event' && (
        <EventForm page={editing.page} event={editing.event} timeZone={timeZone} onDone={done} />
      )}
      {editing?.kind === 'gallery' && <GalleryForm gallery={editing.gallery} onDone={done} />}
      {site && (
        <>
          <div className="panel-row">
            <button
              type="button"
              className="button-secondary"
              onClick={() => setEditing({ kind: 'eventsPage', page: null })}
            >
              New events page
            </button>
          </div>
          {eventsPages.map((c) => (
            <div key={c.id} className="content-list">
              <div className="panel-row">
                <h3>
                  <a href={c.fullUrl}>{c.title}</a>
                </h3>
                <button
                  type="button"
                  className="button-secondary"
                  onClick={() => setEditing({ kind: 'event', page: pageOf(c), event: null })}
                >
                  New event
                </button>
                <button
                  type="button"
                  className="link-button"
                  onClick={() => setEditing({ kind: 'eventsPage', page: pageOf(c) })}
                >
                  Edit page
                </button>
                <ConfirmDelete
                  name={c.title}
                  consequence={`Its ${c.upcoming.length + c.past.length} events go with it.`}
                  onDelete={() =>
                    deleted(deleteEventsPage({ variables: { id: c.id } }).then((r) => r.data?.deleteEventsPage))
                  }
                />
              </div>
              <EventRows
                title="Upcoming"
                events={c.upcoming}
                timeZone={timeZone}
                onEdit={(event) => setEditing({ kind: 'event', page: pageOf(c), event })}
                onDelete={(event) =>
                  deleted(deleteEvent({ variables: { id: event.id } }).then((r) => r.data?.deleteEvent))
                }
              />
              <EventRows
                title="Past"
                events={c.past}
                timeZone={timeZone}
                onEdit={(event) => setEditing({ kind: 'event', page: pageOf(c), event })}
                onDelete={(event) =>
                  deleted(deleteEvent({ variables: { id: event.id } }).then((r) => r.data?.deleteEvent))
                }
              />
            </div>
          ))}
          <div className="content-list">
            <div className="panel-row">
              <h3>Galleries</h3>
              <button
                type="button"
                className="button-secondary"
                onClick={() => setEditing({ kind: 'gallery', gallery: null })}
              >
                New gallery
              </button>
            </div>
            <ul>
              {galleries.map((c) => (
                <li key={c.id}>
                  <a href={c.fullUrl}>{c.title}</a>
                  <span className="type-tag">
                    {c.galleryImages.length} image{c.galleryImages.length === 1 ? '' : 's'} · {c.galleryOptions.design}
                  </span>
                  <button
                    type="button"
                    className="link-button"
                    onClick={() => setEditing({ kind: 'gallery', gallery: galleryOf(c) })}
                  >
                    Edit
                  </button>
                  <ConfirmDelete
                    name={c.title}
                    consequence="Its list of images goes with it; the uploaded images stay."
                    onDelete={() =>
                      deleted(deleteGallery({ variables: { id: c.id } }).then((r) => r.data?.deleteGallery))
                    }
                  />
                </li>
              ))}
            </ul>
          </div>
          <ShareButtonsForm key={site.shareButtonOptions.join()} chosen={site.shareButtonOptions} />
        </>
      )}
    </section>
  );
}
