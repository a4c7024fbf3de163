import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { failed, ok, type Outcome } from '@atelier/platform';
import { Collection } from '../entities/collection.ts';
import type { CatalogErrorCode, PageInput } from '../generated/resolvers-types.ts';
import { ADDRESS_TAKEN, addressClashFilter } from '../domain/address-taken.ts';
import { checkPageInput } from '../domain/page-input.ts';
import { refuse } from '../errors.ts';
import { passwordHashFor } from './collection-password.ts';
import { flushUnlessTaken } from './flush-unless-taken.ts';

/**
 * Writes a page of the site, new (last in its order) or changed; its address is one collection's of
 * the site. A password given is hashed, an empty one removes it, none leaves it as it is.
 */
export async function savePage(
  em: EntityManager,
  siteId: string,
  input: PageInput,
): Promise<Outcome<Collection, CatalogErrorCode>> {
  const checked = checkPageInput(input);
  if (!checked.ok) return checked;
  const existing = input.id ? await em.findOne(Collection, { id: input.id, websiteId: siteId, type: 'page' }) : null;
  if (input.id && !existing) return refuse('NOT_FOUND', ['input', 'id'], { of: 'page' });
  if (await em.findOne(Collection, addressClashFilter({ websiteId: siteId }, checked.value.urlId, existing?.id)))
    return failed([ADDRESS_TAKEN.page]);
  const passwordHash = input.password == null ? undefined : await passwordHashFor(input.password);
  const values = { ...checked.value, ...(passwordHash !== undefined ? { passwordHash } : {}) };
  const position = existing ? 0 : await em.count(Collection, { websiteId: siteId });
  const page =
    existing ??
    em.create(Collection, {
      id: `col_${randomUUID()}`,
      websiteId: siteId,
      type: 'page',
      position,
      passwordHash: null,
      ...values,
    });
  if (existing) Object.assign(existing, values);
  if (!(await flushUnlessTaken(em))) return failed([ADDRESS_TAKEN.page]);
  return ok(page);
}
