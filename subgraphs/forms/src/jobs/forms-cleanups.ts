import type { MikroORM } from '@mikro-orm/postgresql';
import type { JobDefinition, Mailer } from '@atelier/platform';
import { mailDueOwnerCopies } from '../services/notify-owner.ts';
import { mailDueNewsletterWelcomes } from '../services/newsletter/newsletter-welcomes.ts';
import { removeExpiredKeys } from '../services/submission-keys.ts';
import { SPENT_RECORDS_KEPT_DAYS } from '../domain/submission-policy.ts';

/**
 * The mail a submission owes (owners' copies, newsletter welcomes), retried until sent; submission
 * keys and spent captchas are only needed until they expire, and a day later they go.
 */
export function formsCleanupJobs(orm: MikroORM, mailer: Mailer, secret: string): JobDefinition[] {
  return [
    {
      name: 'forms.newsletter-welcomes',
      cron: '* * * * *',
      retention: 'a newsletter welcome until it is mailed, or after 8 tries given up (the sign-up stays)',
      run: async () => mailDueNewsletterWelcomes(orm.em.fork(), mailer, secret),
    },
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
      run: async () => removeExpiredKeys(orm.em.fork()),
    },
  ];
}
