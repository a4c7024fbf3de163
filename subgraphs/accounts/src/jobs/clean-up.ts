import type { MikroORM } from '@mikro-orm/postgresql';
import type { JobDefinition } from '@atelier/platform';
import { removeExpiredSessions } from '../services/sessions.ts';
import { removeSpentLinks } from '../services/account-links.ts';
import { removeSpentCaptchas } from '../services/sign-up.ts';
import { SESSION_LIFETIME_SECONDS } from '../domain/session-token.ts';
import { SPENT_LINKS_KEPT_DAYS } from '../domain/account-links.ts';

/** The accounts' clean-ups: sessions once they expire, mailed links and sign-up captchas once nobody can use them. */
export function accountsJobs(orm: MikroORM): JobDefinition[] {
  return [
    {
      name: 'accounts.expired-sessions',
      cron: '17 * * * *',
      retention: `sessions until they expire, ${SESSION_LIFETIME_SECONDS / 86_400} days after sign-in`,
      run: async () => ({ removed: await removeExpiredSessions(orm.em.fork()) }),
    },
    {
      name: 'accounts.spent-links',
      cron: '23 * * * *',
      retention: `mailed links and hand-off tokens until ${SPENT_LINKS_KEPT_DAYS} days after they expired; spent sign-up captchas until they expire`,
      run: async () => {
        const em = orm.em.fork();
        return { links: await removeSpentLinks(em), captchas: await removeSpentCaptchas(em) };
      },
    },
  ];
}
