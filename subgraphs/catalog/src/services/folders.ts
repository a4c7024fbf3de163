import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { failed, ok, type Outcome } from '@atelier/platform';
import { folderMoveProblem } from '@atelier/site';
import { Collection } from '../entities/collection.ts';
import type { CatalogErrorCode, FolderInput } from '../generated/resolvers-types.ts';
import { ADDRESS_TAKEN, addressClashFilter } from '../domain/address-taken.ts';
import { checkFolderInput } from '../domain/folder-input.ts';
import { refuse } from '../errors.ts';
import { flushUnlessTaken } from './flush-unless-taken.ts';

/** The position after every collection of the site: last in its order. */
async function lastPosition(em: EntityManager, siteId: string): Promise<number> {
  const [last] = await em.find(Collection, { websiteId: siteId }, { orderBy: { position: 'desc' }, limit: 1 });
  return last ? last.position + 1 : 0;
}

/** Writes a navigation folder of the site, new (last in the site's order) or changed; its address is one collection's of the site. */
export async function saveFolder(
  em: EntityManager,
  siteId: string,
  input: FolderInput,
): Promise<Outcome<Collection, CatalogErrorCode>> {
  const existing = input.id ? await em.findOne(Collection, { id: input.id, websiteId: siteId, type: 'folder' }) : null;
  const checked = checkFolderInput(input, !existing);
  if (!checked.ok) return checked;
  if (input.id && !existing) return refuse('NOT_FOUND', ['input', 'id'], { of: 'folder' });
  if (await em.findOne(Collection, addressClashFilter({ websiteId: siteId }, checked.value.urlId, existing?.id)))
    return failed([ADDRESS_TAKEN.page]);
  const folder =
    existing ??
    em.create(Collection, {
      id: `col_${randomUUID()}`,
      websiteId: siteId,
      type: 'folder',
      position: await lastPosition(em, siteId),
      passwordHash: null,
      ...checked.value,
    });
  if (existing) Object.assign(existing, checked.value);
  if (!(await flushUnlessTaken(em))) return failed([ADDRESS_TAKEN.page]);
  return ok(folder);
}

/**
 * Moves a collection of the site into one of its folders, last among its pages, or out of its
 * folder (folderId null) into the folder's navigation, last in the site's order, so that it stays
 * where visitors found it. Either is the site's, or nothing changes.
 */
export async function moveToFolder(
  em: EntityManager,
  siteId: string,
  collectionId: string,
  folderId: string | null | undefined,
): Promise<Outcome<Collection, CatalogErrorCode>> {
  const moving = await em.findOne(Collection, { id: collectionId, websiteId: siteId });
  if (!moving) return refuse('NOT_FOUND', ['collectionId'], { of: 'collection' });
  const into = folderId ? await em.findOne(Collection, { id: folderId, websiteId: siteId }) : null;
  if (folderId && !into) return refuse('NOT_FOUND', ['folderId'], { of: 'folder' });
  const problem = folderMoveProblem(
    { id: moving.id, folder: moving.type === 'folder' },
    into && { id: into.id, folder: into.type === 'folder' },
  );
  if (problem) return refuse(problem, ['folderId']);
  if (into?.id === moving.parentId || (!into && moving.parentId === null)) return ok(moving);
  if (!into) {
    const left = await em.findOne(Collection, { id: moving.parentId!, websiteId: siteId });
    moving.navigation = left?.navigation ?? moving.navigation;
  }
  moving.parentId = into?.id ?? null;
  moving.position = await lastPosition(em, siteId);
  await em.flush();
  return ok(moving);
}

/**
 * Deletes a folder of the site; its pages stay, out of any folder, in the folder's navigation and
 * their order, so that the menu keeps them where the folder stood.
 */
export async function deleteFolder(
  em: EntityManager,
  siteId: string,
  id: string,
): Promise<Outcome<string, CatalogErrorCode>> {
  const folder = await em.findOne(Collection, { id, websiteId: siteId, type: 'folder' });
  if (!folder) return refuse('NOT_FOUND', ['id'], { of: 'folder' });
  await em.transactional(async (tx) => {
    await tx.execute(
      `update "catalog"."collection" set "parent_id" = null, "navigation" = ? where "website_id" = ? and "parent_id" = ?`,
      [folder.navigation, siteId, id],
    );
    await tx.execute(`delete from "catalog"."collection" where "website_id" = ? and "id" = ?`, [siteId, id]);
  });
  return ok(id);
}
