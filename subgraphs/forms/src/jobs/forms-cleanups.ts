import type { MikroORM } from '@mikro-orm/postgresql';
import type { JobDefinition, Mailer } from '@atelier/platform';
import { mailDueOwnerCopies } from '../services/notify-owner.ts';
import { SubmissionKey } from '../entities/submission-key.ts';
import { SPENT_RECORDS_KEPT_DAYS } from '../domain/submission-policy.ts';

/** Submission keys and spent captchas are only needed until they expire; a day later they go. */
export function formsCleanupJobs(orm: MikroORM, mailer: Mailer): JobDefinition[] {
  return [
    {
      name: 'forms.owner-copies',
      cron: '* * * * *',
      retention: 'a pending owner’s copy until it is mailed, or after 8 tries given up (the submission stays)',
      run: async () => mailDueOwnerCopies(orm.em.fork(), mailer),
    },
    {
      name: 'forms.expired-keys',
      cron: '41 * * * *',
      retention: `submission keys and spent captchas ${SPENT_RECORDS_KEPT_DAYS} day after they expired`,
      run: async () => {
        const em = orm.em.fork();
        const cutoff = new Date(Date.now() - SPENT_RECORDS_KEPT_DAYS * 86_400_000);
        const keysRemoved = await em.nativeDelete(SubmissionKey, { expiresAt: { $lt: cutoff } });
        const captchas = await em.getConnection().execute<{ challenge: string }[]>('delete from "forms"."spent_captcha" where "expires_at" < ? returning "challenge"', [cutoff]);
        return { keysRemoved, captchasRemoved: captchas.length };
      },
    },
  ];
}
