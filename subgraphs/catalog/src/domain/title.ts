import { titleProblem } from '@atelier/commerce';
import { ok, type Outcome } from '@atelier/platform';
import { refuse } from '../errors.ts';
import type { CatalogErrorCode } from '../generated/resolvers-types.ts';

/** A post's or page's title, trimmed: titled by the products' one rule (something besides spaces, at most 200 characters). */
export function checkTitle(title: string): Outcome<string, CatalogErrorCode> {
  const problem = titleProblem(title);
  return problem ? refuse(problem.code, ['input', 'title'], problem) : ok(title.trim());
}
