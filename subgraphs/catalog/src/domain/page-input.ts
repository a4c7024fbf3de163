import { ok, type Outcome } from '@atelier/platform';
import { refuse } from '../errors.ts';
import type { CatalogErrorCode, PageInput } from '../generated/resolvers-types.ts';
import { checkListedInput, type ListedValues } from './listed-input.ts';
import { bodyFromEditor } from './rich-text.ts';
import { seoOfInput } from './seo-input.ts';

export const MAX_PAGE_PASSWORD = 200;

/** A page as it is stored, but for its password, which the save hashes (or removes, for ''). */
export interface PageValues extends ListedValues {
  body: string;
  seoTitle: string;
  seoDescription: string;
}

/**
 * An owner's page, checked in the order the editor shows its fields (title, address, navigation,
 * password, SEO) and cleaned: the first refusal, or the values to store. Whether the page and the
 * address are free is the save's to ask (services/save-page.ts).
 */
export function checkPageInput(input: PageInput): Outcome<PageValues, CatalogErrorCode> {
  const listed = checkListedInput(input);
  if (!listed.ok) return listed;
  if (input.password != null && input.password.length > MAX_PAGE_PASSWORD)
    return refuse('PASSWORD_TOO_LONG', ['input', 'password'], { max: MAX_PAGE_PASSWORD });
  const seo = seoOfInput(input);
  if (!seo.ok) return seo;
  return ok({ ...listed.value, body: bodyFromEditor(input.body), ...seo.value });
}
