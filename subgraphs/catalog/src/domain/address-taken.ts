import { fail } from './user-error.ts';

/**
 * An address (urlId) belongs to one record of its scope: a post's to one post of its blog, a page's
 * to one collection of the site, a product's to one product of its shop. A save asks for a clash
 * first; between two saves in the same moment the unique index decides, and both answer these words.
 */
export const ADDRESS_TAKEN = {
  post: fail(['input', 'urlId'], 'URL_ID_TAKEN', 'Another post of this blog has this address.'),
  page: fail(['input', 'urlId'], 'URL_ID_TAKEN', 'Another page or collection of this site has this address.'),
  product: fail(['input', 'urlId'], 'URL_ID_TAKEN', 'Another product of this collection has this address.'),
} as const;

/** Which records would clash with an address in its scope: any other than the one being saved. */
export function addressClashFilter<S extends object>(scope: S, urlId: string, savingId?: string) {
  return { ...scope, urlId, ...(savingId ? { id: { $ne: savingId } } : {}) };
}
