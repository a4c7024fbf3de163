import type { Failure, UserError } from './user-error.ts';

/**
 * A code's words: one text, or a builder when the words name what was refused (a limit, an input).
 * (`never` accepts a builder of any parameter: parameters are compared the other way round.)
 */
export type ErrorText = string | ((params: never) => string);

/**
 * Every code of a subgraph (or package) with its words, written once. Declared with
 * `satisfies ErrorCatalogue<FormsErrorCode>` (the generated enum type), so a code without words, or
 * words for a code the SDL lacks, fails the type-check.
 */
export type ErrorCatalogue<Code extends string> = { readonly [C in Code]: ErrorText };

/** The parameters `refuse` takes for a code: none for a fixed text, the builder's for a built one. */
type ParamsOf<Text> = Text extends (...args: infer P) => string ? P : [];

/** An input path as callers write it: numbers (list positions) become text, as the SDL's [String!] says. */
export type FieldPath = readonly (string | number)[] | null;

const pathOf = (field: FieldPath | undefined): string[] | null => (field ? field.map(String) : null);

/**
 * The helpers of one catalogue: `userError(code, field?, ...params)` is one UserError in the
 * catalogue's words, `refuse(...)` the same as a failed Outcome.
 */
export function errorsFrom<Catalogue extends Readonly<Record<string, ErrorText>>>(catalogue: Catalogue) {
  type Code = keyof Catalogue & string;
  function userError<C extends Code>(code: C, field?: FieldPath, ...params: ParamsOf<Catalogue[C]>): UserError<C> {
    const text = catalogue[code]!;
    return { field: pathOf(field), message: typeof text === 'string' ? text : text(...(params as [never])), code };
  }
  function refuse<C extends Code>(code: C, field?: FieldPath, ...params: ParamsOf<Catalogue[C]>): Failure<C> {
    return { ok: false, errors: [userError(code, field, ...params)] };
  }
  return { userError, refuse };
}

/**
 * The catalogue entry of a code whose words a shared rule writes (packages/forms, packages/commerce:
 * the browser shows the same ones), so they are not written twice: the rule's problem is passed on.
 */
export const ruleText = (problem: { message: string }): string => problem.message;
