import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { failed, ok, type Outcome } from '@atelier/platform';
import { Collection } from '../entities/collection.ts';
import { Event } from '../entities/event.ts';
import type { CatalogErrorCode, EventInput } from '../generated/resolvers-types.ts';
import { ADDRESS_TAKEN, addressClashFilter } from '../domain/address-taken.ts';
import { checkEventInput } from '../domain/event-input.ts';
import { refuse } from '../errors.ts';
import { flushUnlessTaken } from './flush-unless-taken.ts';

/** Writes an event of one of the site's events pages, new or changed; its address is one event's of the page. */
export async function saveEvent(
  em: EntityManager,
  siteId: string,
  input: EventInput,
): Promise<Outcome<Event, CatalogErrorCode>> {
  const page = await em.findOne(Collection, { id: input.collectionId, websiteId: siteId, type: 'events' });
  if (!page) return refuse('NOT_FOUND', ['input', 'collectionId'], { of: 'events' });
  const checked = checkEventInput(input);
  if (!checked.ok) return checked;
  const values = checked.value;
  const existing = input.id ? await em.findOne(Event, { id: input.id, collectionId: page.id }) : null;
  if (input.id && !existing) return refuse('NOT_FOUND', ['input', 'id'], { of: 'event' });
  if (await em.findOne(Event, addressClashFilter({ collectionId: page.id }, values.urlId, existing?.id)))
    return failed([ADDRESS_TAKEN.event]);
  const event =
    existing ?? em.create(Event, { id: `evt_${randomUUID()}`, websiteId: siteId, collectionId: page.id, ...values });
  if (existing) Object.assign(existing, values);
  if (!(await flushUnlessTaken(em))) return failed([ADDRESS_TAKEN.event]);
  return ok(event);
}
