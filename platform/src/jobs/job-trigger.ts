import PgBoss from 'pg-boss';
import { connectionErrorReporter } from '../database/connection-loss.ts';
import { createLogger } from '../logger.ts';

/** Asks for a run of a scheduled job now, in whichever process works that job. */
export interface JobTrigger {
  /**
   * Queues one run of the job. A failure to queue is logged, not thrown: work that asks for a
   * run is stored first (queued rows and the like), and the job's schedule picks it up anyway.
   */
  request(name: string): Promise<void>;
  close(): Promise<void>;
}

const log = createLogger('jobs');

/**
 * A sender on pg-boss's queues that neither schedules nor supervises (the job runner does both).
 * It connects on first use, so that a process whose requests never ask for a run opens nothing.
 */
export function openJobTrigger(databaseUrl: string): JobTrigger {
  let started: Promise<PgBoss> | undefined;
  const boss = () =>
    (started ??= (async () => {
      const sender = new PgBoss({
        connectionString: databaseUrl,
        schema: 'pgboss',
        max: 1,
        application_name: 'atelier-job-trigger',
        supervise: false,
        schedule: false,
        migrate: false,
      });
      sender.on('error', connectionErrorReporter(log, 'the job trigger'));
      await sender.start();
      return sender;
    })().catch((error: unknown) => {
      started = undefined;
      throw error;
    }));
  return {
    async request(name) {
      try {
        await (await boss()).send(name, {});
      } catch (err) {
        log.warn({ err, job: name }, 'a job run could not be queued; its schedule will run it');
      }
    },
    async close() {
      const sender = await started?.catch(() => undefined);
      await sender?.stop({ graceful: false, wait: true });
    },
  };
}
