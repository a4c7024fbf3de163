import type { EntityManager } from '@mikro-orm/postgresql';
import { CLOSED_SIGN_UPS_KEPT_DAYS } from '../domain/restock-policy.ts';

/** Spent captchas a day after they expired, and closed sign-ups (notified, failed, unsubscribed) once kept long enough. */
export async function removeClosedRecords(
  em: EntityManager,
  now = new Date(),
): Promise<{ captchasRemoved: number; signUpsRemoved: number }> {
  const captchas = await em.execute<unknown[]>(
    `delete from "restock"."spent_captcha" where "expires_at" < now() - interval '1 day' returning "challenge"`,
  );
  const signUps = await em.execute<unknown[]>(
    `delete from "restock"."sign_up" where "status" in ('notified', 'failed', 'unsubscribed') and coalesce("notified_at", "queued_at", "created_at") < ? returning "id"`,
    [new Date(now.getTime() - CLOSED_SIGN_UPS_KEPT_DAYS * 86_400_000)],
  );
  return { captchasRemoved: captchas.length, signUpsRemoved: signUps.length };
}
