import { ok, type Outcome } from '@atelier/platform';
import { refuse } from '../errors.ts';
import type { CatalogErrorCode } from '../generated/resolvers-types.ts';
import { checkTitle } from './title.ts';
import { addressOf, checkUrlId } from './url-id.ts';

/** A navigation is named by the theme (mainNav, footerNav…): a short word. */
export const NAVIGATION = /^[A-Za-z0-9_-]{1,40}$/;

/** What every collection an owner lists in a navigation has: its title, address and navigation. */
export interface ListedValues {
  title: string;
  urlId: string;
  navigation: string | null;
}

/**
 * A page's or folder's title, address (made from the title when left out) and navigation, checked in
 * the order the editor shows them: the first refusal, or the values to store.
 */
export function checkListedInput(input: {
  title: string;
  urlId?: string | null;
  navigation?: string | null;
}): Outcome<ListedValues, CatalogErrorCode> {
  const title = checkTitle(input.title);
  if (!title.ok) return title;
  const urlId = checkUrlId(addressOf(input));
  if (!urlId.ok) return urlId;
  if (input.navigation != null && !NAVIGATION.test(input.navigation))
    return refuse('NAVIGATION_INVALID', ['input', 'navigation']);
  return ok({ title: title.value, urlId: urlId.value, navigation: input.navigation ?? null });
}
