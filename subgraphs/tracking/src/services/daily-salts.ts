import type { EntityManager } from '@mikro-orm/postgresql';
import { newDailySalt } from '../domain/visitor-hash.ts';

export interface DailySalts {
  /** The salt of a UTC day (YYYY-MM-DD): made by the first process to ask, the same for every process. */
  saltOf(em: EntityManager, day: string): Promise<string>;
}

/** The day's salt, asked of PostgreSQL once a day per process and kept in memory for that day only. */
export function dailySalts(): DailySalts {
  let kept: { day: string; salt: Promise<string> } | undefined;
  const read = async (em: EntityManager, day: string) => {
    await em.execute(
      `insert into "tracking"."daily_salt" ("day", "salt") values (?, ?) on conflict ("day") do nothing`,
      [day, newDailySalt()],
    );
    const [row] = await em.execute<{ salt: string }[]>(`select "salt" from "tracking"."daily_salt" where "day" = ?`, [
      day,
    ]);
    if (!row) throw new Error(`the salt of ${day} was deleted as it was made`);
    return row.salt;
  };
  return {
    saltOf(em, day) {
      if (kept?.day !== day) {
        const salt = read(em, day);
        kept = { day, salt };
        // A failed read is asked again by the next batch rather than kept.
        salt.catch(() => {
          if (kept?.salt === salt) kept = undefined;
        });
      }
      return kept.salt;
    },
  };
}

/** Deletes the salts of every day before `today`: the hashes made with them can no longer be remade. */
export async function deleteOldSalts(em: EntityManager, today: string): Promise<number> {
  const rows = await em.execute<{ day: string }[]>(
    `delete from "tracking"."daily_salt" where "day" < ? returning "day"`,
    [today],
  );
  return rows.length;
}
