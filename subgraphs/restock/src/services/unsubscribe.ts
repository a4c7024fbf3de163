import type { EntityManager } from '@mikro-orm/postgresql';
import { ok, readUnsubscribeToken, type Outcome } from '@atelier/platform';
import { refuse } from '../errors.ts';
import type { RestockErrorCode } from '../generated/resolvers-types.ts';

/**
 * An unsubscribe link followed: the address gets no more restock notices from the site (its open
 * sign-ups close as unsubscribed, and it leaves the mailing list). Doing it twice is harmless.
 */
export async function unsubscribe(
  em: EntityManager,
  secret: string,
  siteId: string | undefined,
  token: string,
): Promise<Outcome<string, RestockErrorCode>> {
  const read = readUnsubscribeToken(secret, 'restock', token);
  if (!read || read.siteId !== siteId) return refuse('TOKEN_INVALID', ['token']);
  const emailKey = read.email.toLowerCase();
  await em.transactional(async (tx) => {
    const sql = tx;
    await sql.execute(
      `insert into "restock"."unsubscribed_address" ("website_id", "email_key") values (?, ?) on conflict do nothing`,
      [read.siteId, emailKey],
    );
    await sql.execute(
      `update "restock"."sign_up" set "status" = 'unsubscribed' where "website_id" = ? and "email_key" = ? and "status" in ('waiting', 'queued')`,
      [read.siteId, emailKey],
    );
    await sql.execute(`delete from "restock"."mailing_list_member" where "website_id" = ? and "email_key" = ?`, [
      read.siteId,
      emailKey,
    ]);
  });
  return ok(read.email);
}
