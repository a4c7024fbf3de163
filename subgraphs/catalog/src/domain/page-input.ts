import { ok, type Outcome } from '@atelier/platform';
import { refuse } from '../errors.ts';
import type { CatalogErrorCode, PageInput } from '../generated/resolvers-types.ts';
import { bodyFromEditor } from './rich-text.ts';
import { seoOfInput } from './seo-input.ts';
import { checkTitle } from './title.ts';
import { addressOf, checkUrlId } from './url-id.ts';

export const MAX_PAGE_PASSWORD = 200;
/** A navigation is named by the theme (mainNav, footerNav…): a short word. */
export const NAVIGATION = /^[A-Za-z0-9_-]{1,40}$/;

/** A page as it is stored, but for its password, which the save hashes (or removes, for ''). */
export interface PageValues {
  title: string;
  urlId: string;
  body: string;
  navigation: string | null;
  seoTitle: string;
  seoDescription: string;
}

/**
 * An owner's page, checked in the order the editor shows its fields (title, address, navigation,
 * password, SEO) and cleaned: the first refusal, or the values to store. Whether the page and the
 * address are free is the save's to ask (services/save-page.ts).
 */
export function checkPageInput(input: PageInput): Outcome<PageValues, CatalogErrorCode> {
  const title = checkTitle(input.title);
  if (!title.ok) return title;
  const urlId = checkUrlId(addressOf(input));
  if (!urlId.ok) return urlId;
  if (input.navigation != null && !NAVIGATION.test(input.navigation))
    return refuse('NAVIGATION_INVALID', ['input', 'navigation']);
  if (input.password != null && input.password.length > MAX_PAGE_PASSWORD)
    return refuse('PASSWORD_TOO_LONG', ['input', 'password'], { max: MAX_PAGE_PASSWORD });
  const seo = seoOfInput(input);
  if (!seo.ok) return seo;
  return ok({
    title: title.value,
    urlId: urlId.value,
    body: bodyFromEditor(input.body),
    navigation: input.navigation ?? null,
    ...seo.value,
  });
}
