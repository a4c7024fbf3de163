import { hashToken, newOpaqueToken, ok, type Outcome } from '@atelier/platform';
import type { EntityManager } from '@mikro-orm/postgresql';
import { SubmissionKey } from '../entities/submission-key.ts';
import { SPENT_RECORDS_KEPT_DAYS, SUBMISSION_KEY_MINUTES } from '../domain/submission-policy.ts';
import { refuse } from '../errors.ts';
import type { Context } from '../context.ts';
import type { FormsErrorCode } from '../generated/resolvers-types.ts';

/** A fresh key for one submission on the request's site, within the client's limit; only its hash is stored. */
export async function issueSubmissionKey(
  ctx: Pick<Context, 'em' | 'siteId' | 'limits' | 'clientAddress'>,
  now = new Date(),
): Promise<Outcome<{ key: string; expiresAt: Date }, FormsErrorCode>> {
  if (!ctx.siteId) return refuse('FORM_NOT_FOUND', ['formId']);
  if (!(await ctx.limits.submissionKey(ctx.clientAddress))) return refuse('RATE_LIMITED', null, { of: 'keys' });
  const key = newOpaqueToken();
  const expiresAt = new Date(now.getTime() + SUBMISSION_KEY_MINUTES * 60_000);
  ctx.em.create(SubmissionKey, { keyHash: hashToken(key), websiteId: ctx.siteId, expiresAt });
  await ctx.em.flush();
  return ok({ key, expiresAt });
}

export type KeyClaim = 'claimed' | 'invalid' | 'used';

/**
 * Marks the key used, inside the caller's transaction. The row is locked first, so of two
 * submissions racing with one key the second waits and then finds it used.
 */
export async function claimSubmissionKey(
  em: EntityManager,
  key: string,
  websiteId: string,
  now = new Date(),
): Promise<KeyClaim> {
  const rows = await em
    .getConnection()
    .execute<{ used_at: Date | null; expires_at: Date }[]>(
      'select "used_at", "expires_at" from "forms"."submission_key" where "key_hash" = ? and "website_id" = ? for update',
      [hashToken(key), websiteId],
      'all',
      em.getTransactionContext(),
    );
  const row = rows[0];
  if (!row || row.expires_at <= now) return 'invalid';
  if (row.used_at) return 'used';
  await em
    .getConnection()
    .execute(
      'update "forms"."submission_key" set "used_at" = ? where "key_hash" = ?',
      [now, hashToken(key)],
      'run',
      em.getTransactionContext(),
    );
  return 'claimed';
}

/** Submission keys and spent captchas are only needed until they expire: they go once kept long enough after. */
export async function removeExpiredKeys(
  em: EntityManager,
  now = new Date(),
): Promise<{ keysRemoved: number; captchasRemoved: number }> {
  const cutoff = new Date(now.getTime() - SPENT_RECORDS_KEPT_DAYS * 86_400_000);
  const keysRemoved = await em.nativeDelete(SubmissionKey, { expiresAt: { $lt: cutoff } });
  const captchas = await em
    .getConnection()
    .execute<{ challenge: string }[]>(
      'delete from "forms"."spent_captcha" where "expires_at" < ? returning "challenge"',
      [cutoff],
    );
  return { keysRemoved, captchasRemoved: captchas.length };
}
