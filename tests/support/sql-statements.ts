import pg from 'pg';

/**
 * Every SQL statement this process sends while `run` runs, with what `run` answered. The platform
 * of a test or of the bench runs in this process, so wrapping the driver's query method sees what
 * the subgraphs (and their limits) ask PostgreSQL for, BEGIN and COMMIT included.
 */
export async function statementsDuring<T>(run: () => Promise<T>): Promise<{ result: T; statements: string[] }> {
  const statements: string[] = [];
  const original = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const [first] = args as [string | { text?: string }];
    statements.push(typeof first === 'string' ? first : (first?.text ?? ''));
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof original;
  try {
    return { result: await run(), statements };
  } finally {
    pg.Client.prototype.query = original;
  }
}

/** Reads of a table, named quoted (as the ORM writes it) or not (as hand-written reads do). */
export function readsOf(statements: readonly string[], table: string): number {
  const [schema, name] = table.split('.');
  const named = new RegExp(`"?${schema}"?\\."?${name}"?(?![\\w"])`);
  return statements.filter((sql) => /^\s*select/i.test(sql) && named.test(sql)).length;
}
