import type { UserError } from './user-error.ts';
import type { PageInput } from '../generated/resolvers-types.ts';
import { bodyFromEditor } from './rich-text.ts';
import { seoOfInput } from './seo-input.ts';
import { checkTitle } from './title.ts';
import { addressOf, checkUrlId } from './url-id.ts';
import { fail } from './user-error.ts';

export const MAX_PAGE_PASSWORD = 200;
/** A navigation is named by the theme (mainNav, footerNav…): a short word. */
const NAVIGATION = /^[A-Za-z0-9_-]{1,40}$/;

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
export function checkPageInput(input: PageInput): { ok: true; values: PageValues } | { ok: false; errors: UserError[] } {
  const titleError = checkTitle(input.title);
  if (titleError) return { ok: false, errors: [titleError] };
  const urlId = addressOf(input);
  const urlError = checkUrlId(urlId);
  if (urlError) return { ok: false, errors: [fail(['input', 'urlId'], 'URL_ID_INVALID', urlError)] };
  if (input.navigation != null && !NAVIGATION.test(input.navigation)) return { ok: false, errors: [fail(['input', 'navigation'], 'NAVIGATION_INVALID', 'Choose a navigation of the theme, or none.')] };
  if (input.password != null && input.password.length > MAX_PAGE_PASSWORD) return { ok: false, errors: [fail(['input', 'password'], 'PASSWORD_TOO_LONG', `A password may be at most ${MAX_PAGE_PASSWORD} characters.`)] };
  const seo = seoOfInput(input);
  if (Array.isArray(seo)) return { ok: false, errors: seo };
  return { ok: true, values: { title: input.title.trim(), urlId, body: bodyFromEditor(input.body), navigation: input.navigation ?? null, ...seo } };
}
