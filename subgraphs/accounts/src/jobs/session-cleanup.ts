import type { MikroORM } from '@mikro-orm/postgresql';
import type { JobDefinition } from '@atelier/platform';
import { removeExpiredSessions } from '../services/sessions.ts';
import { SESSION_LIFETIME_SECONDS } from '../domain/session-token.ts';

/** Sessions are removed once they expire (14 days after sign-in); an expired one opens nothing anyway. */
export function sessionCleanupJobs(orm: MikroORM): JobDefinition[] {
  return [
    {
      name: 'accounts.expired-sessions',
      cron: '17 * * * *',
      retention: `sessions until they expire, ${SESSION_LIFETIME_SECONDS / 86_400} days after sign-in`,
      run: async () => ({ removed: await removeExpiredSessions(orm.em.fork()) }),
    },
  ];
}
