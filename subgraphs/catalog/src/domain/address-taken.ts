import { userError } from '../errors.ts';

/**
 * An address (urlId) belongs to one record of its scope: a post's to one post of its blog, a page's
 * to one collection of the site, a product's to one product of its shop, an event's to one event of its page. A save asks for a clash
 * first; between two saves in the same moment the unique index decides, and both answer these words.
 */
export const ADDRESS_TAKEN = {
  post: userError('URL_ID_TAKEN', ['input', 'urlId'], { of: 'post' }),
  page: userError('URL_ID_TAKEN', ['input', 'urlId'], { of: 'page' }),
  product: userError('URL_ID_TAKEN', ['input', 'urlId'], { of: 'product' }),
  event: userError('URL_ID_TAKEN', ['input', 'urlId'], { of: 'event' }),
} as const;

/** Which records would clash with an address in its scope: any other than the one being saved. */
export function addressClashFilter<S extends object>(scope: S, urlId: string, savingId?: string) {
  return { ...scope, urlId, ...(savingId ? { id: { $ne: savingId } } : {}) };
}
