import { checkSeoText, type SeoText } from '@atelier/site';
import { fail, type UserError } from './user-error.ts';

/** The owner's SEO title and description of an input, cleaned, or their problems on the input's paths. */
export function seoOfInput(input: { seoTitle?: string | null; seoDescription?: string | null }): SeoText | UserError[] {
  const checked = checkSeoText(input);
  return checked.ok ? checked.seo : checked.problems.map((p) => fail(['input', p.field], p.code, p.message));
}
