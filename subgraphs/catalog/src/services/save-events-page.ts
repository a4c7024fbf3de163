import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { failed, ok, type Outcome } from '@atelier/platform';
import { Collection } from '../entities/collection.ts';
import type { CatalogErrorCode, EventsPageInput } from '../generated/resolvers-types.ts';
import { ADDRESS_TAKEN, addressClashFilter } from '../domain/address-taken.ts';
import { checkPageInput } from '../domain/page-input.ts';
import { refuse } from '../errors.ts';
import { flushUnlessTaken } from './flush-unless-taken.ts';

/** The collection of the site an events page or gallery is saved as: the one named (of its type), or a new one last in the order. */
export async function collectionToSave(
  em: EntityManager,
  siteId: string,
  type: 'events' | 'gallery',
  id: string | null | undefined,
  values: { title: string; urlId: string; navigation: string | null },
): Promise<Outcome<Collection, CatalogErrorCode>> {
  const existing = id ? await em.findOne(Collection, { id, websiteId: siteId, type }) : null;
  if (id && !existing) return refuse('NOT_FOUND', ['input', 'id'], { of: type === 'events' ? 'events' : 'gallery' });
  if (await em.findOne(Collection, addressClashFilter({ websiteId: siteId }, values.urlId, existing?.id)))
    return failed([ADDRESS_TAKEN.page]);
  if (existing) return ok(Object.assign(existing, values));
  const position = await em.count(Collection, { websiteId: siteId });
  return ok(em.create(Collection, { id: `col_${randomUUID()}`, websiteId: siteId, type, position, ...values }));
}

/** Writes an events page of the site, new or changed: its title, address, navigation and list. */
export async function saveEventsPage(
  em: EntityManager,
  siteId: string,
  input: EventsPageInput,
): Promise<Outcome<Collection, CatalogErrorCode>> {
  const checked = checkPageInput({ ...input, body: '' });
  if (!checked.ok) return checked;
  const { title, urlId, navigation } = checked.value;
  const page = await collectionToSave(em, siteId, 'events', input.id, { title, urlId, navigation });
  if (!page.ok) return page;
  page.value.eventsView = input.view === 'PAST' ? 'past' : 'upcoming';
  if (!(await flushUnlessTaken(em))) return failed([ADDRESS_TAKEN.page]);
  return page;
}
