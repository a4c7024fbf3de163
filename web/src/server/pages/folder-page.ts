import type { Request } from 'express';
import { folderAddressAnswer, PAGE_TYPES } from '@atelier/site';
import type { CollectionPageQuery } from '../../graphql/generated/storefront.ts';
import { collectionSeo } from '../seo/item-seo.ts';
import type { ThemePage } from '../render/theme-page.ts';
import { navigationCollectionJson, navigationItem } from '../site/navigation-json.ts';

type PageWebsite = NonNullable<CollectionPageQuery['website']>;
type Folder = NonNullable<PageWebsite['collection']>;

/** What a folder's address answers: its index page, a redirect to its first page, or no page. */
export type FolderAnswer = { page: ThemePage } | { redirect: string } | { notFound: true };

/**
 * A folder's own address (packages/site folderAddressAnswer). Its index is the theme's
 * collections/folder.list (the default theme's for a theme without one), given the folder as
 * `collection` with its pages in `collection.collections` and as `items`, as the template
 * compiler's fixtures give an index's pages; the pages of a theme's index are its own to draw.
 */
export function folderAnswer(website: PageWebsite, folder: Folder, req: Request): FolderAnswer {
  const place = website.collections.find((c) => c.id === folder.id);
  const children = website.collections.filter((c) => c.parentId === folder.id);
  const answer = folderAddressAnswer(folder.folderBehavior ?? 'NONE', children);
  if (answer.kind === 'redirect') return { redirect: answer.to };
  if (answer.kind === 'notFound' || !place) return { notFound: true };
  const item = navigationItem({ collection: place, children }, undefined);
  return {
    page: {
      pageType: PAGE_TYPES.MAIN_CONTENT,
      view: 'collections/folder.list',
      pageTitle: folder.title,
      pageId: `collection-${folder.id}`,
      published: true,
      json: {
        collection: { ...item.collection, description: folder.description },
        items: children.map(navigationCollectionJson),
      },
      seo: collectionSeo(folder, {
        siteTitle: website.title,
        canonicalPath: folder.fullUrl,
        atHome: req.path === '/',
        itemTitles: children.map((c) => c.title),
      }),
    },
  };
}
