/**
 * The one error contract of every subgraph. An expected failure (bad input, a rule of the shop, a
 * limit) is a UserError: where (the input path), what (words a person may read as they are) and a
 * code from the subgraph's SDL enum, which codegen turns into the `Code` union, so a misspelt code
 * fails the type-check. Unexpected failures are thrown, logged and masked, never UserErrors.
 */
export interface UserError<Code extends string = string> {
  /** The input at fault, from the argument's name down (['input', 'variants', '0', 'sku']); null when no single input is. */
  field: string[] | null;
  message: string;
  code: Code;
}

/** The failing side of an Outcome; `Detail` is what a payload answers besides its userErrors (forms' per-field messages). */
export type Failure<Code extends string, Detail extends object = object> = {
  ok: false;
  errors: UserError<Code>[];
} & Partial<Detail>;

/**
 * What every service returns: its value, or every UserError at once. A discriminated union rather
 * than thrown errors, so a caller cannot forget the failing side (TypeScript narrows on `ok`), and a
 * list rather than one error (Vendure's ErrorResult has one) because the payloads answer Shopify's
 * `userErrors` list: a form or a product is checked whole, and each problem names its input.
 */
export type Outcome<T, Code extends string, Detail extends object = object> =
  | { ok: true; value: T }
  | Failure<Code, Detail>;

export const ok = <T>(value: T): { ok: true; value: T } => ({ ok: true, value });

export const failed = <Code extends string>(errors: UserError<Code>[]): Failure<Code> => ({ ok: false, errors });

/**
 * A failure thrown inside a transaction, so that it rolls back what the work wrote before it
 * found the refusal; `unlessRefused` turns it back into the Failure it carries.
 */
export class Refusal<Code extends string> extends Error {
  constructor(readonly failure: Failure<Code>) {
    super(failure.errors[0]?.message ?? 'refused');
  }
}

/** Runs work (a transaction) in which a Refusal may be thrown; its failure is answered, anything else thrown on. */
export async function unlessRefused<T, Code extends string>(work: () => Promise<T>): Promise<T | Failure<Code>> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof Refusal) return error.failure as Failure<Code>;
    throw error;
  }
}
