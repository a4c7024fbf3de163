import { checkSeoText, type SeoText } from '@atelier/site';
import { failed, ok, type Outcome } from '@atelier/platform';
import { userError } from '../errors.ts';
import type { CatalogErrorCode } from '../generated/resolvers-types.ts';

/** The owner's SEO title and description of an input, cleaned, or their problems on the input's paths. */
export function seoOfInput(input: {
  seoTitle?: string | null;
  seoDescription?: string | null;
}): Outcome<SeoText, CatalogErrorCode> {
  const checked = checkSeoText(input);
  return checked.ok
    ? ok(checked.seo)
    : failed(checked.problems.map((problem) => userError(problem.code, ['input', problem.field], problem)));
}
