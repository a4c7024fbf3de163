import PgBoss from 'pg-boss';
import { createLogger } from '../logger.ts';
import { connectionErrorReporter } from '../database/connection-loss.ts';

/** A job of the product: what it does, when it runs, and how long what it removes is kept. */
export interface JobDefinition {
  /** Queue name, `<owner>.<what>`, e.g. `cart.abandoned-carts`. */
  name: string;
  /** Five-field cron, in UTC. */
  cron: string;
  /** The documented retention, for logs and docs ("carts untouched for 30 days"). */
  retention: string;
  /** Does the work; what it reports is logged. A throw fails the run, which is retried (retryLimit). */
  run(): Promise<Record<string, unknown> | void>;
  /**
   * How often a failed run is tried again (default 1) and after how many seconds (default 0,
   * doubling each time when retryDelaySeconds is set). Jobs that mail keep retrying a while.
   */
  retryLimit?: number;
  retryDelaySeconds?: number;
}

export interface JobRunner {
  /** The jobs this runner works. */
  readonly names: readonly string[];
  /** Runs a job now, through its queue as the schedule would, and resolves when it has finished. */
  runNow(name: string, timeoutMs?: number): Promise<void>;
  stop(): Promise<void>;
}

const log = createLogger('jobs');

/**
 * Background jobs on pg-boss, in its own schema of the same PostgreSQL: schedules are shared by
 * every process, and each scheduled run is worked by one of them. Start it in every process that
 * owns jobs; stopping waits at most a couple of seconds for a job in progress.
 */
export async function startJobRunner(databaseUrl: string, jobs: readonly JobDefinition[]): Promise<JobRunner> {
  const boss = new PgBoss({
    connectionString: databaseUrl,
    schema: 'pgboss',
    max: 3,
    application_name: 'atelier-jobs',
    // A failed clean-up is retried by the next scheduled run; results are kept a week for diagnosis.
    retryLimit: 1,
    deleteAfterDays: 7,
  });
  // PostgreSQL may stop before us (Ctrl-C reaches it too): each pooled connection reports it.
  boss.on('error', connectionErrorReporter(log, 'the job runner', 'error'));
  await boss.start();
  // Each queue's worker by queue name: runNow wakes it, where it would find the job only at its next
  // poll (every 2 s, pg-boss's default, which the schedules keep).
  const workers = new Map<string, string>();
  try {
    for (const job of jobs) {
      const retries = {
        retryLimit: job.retryLimit ?? 1,
        retryDelay: job.retryDelaySeconds ?? 0,
        retryBackoff: Boolean(job.retryDelaySeconds),
      };
      await boss.createQueue(job.name, { name: job.name, policy: 'standard', ...retries });
      await boss.updateQueue(job.name, { name: job.name, policy: 'standard', ...retries });
      await boss.schedule(job.name, job.cron, {}, { tz: 'UTC' });
      const worker = await boss.work(job.name, async () => {
        const started = Date.now();
        const report = await job.run();
        log.info({ job: job.name, retention: job.retention, ms: Date.now() - started, ...report }, 'job finished');
      });
      workers.set(job.name, worker);
    }
  } catch (error) {
    await boss.stop({ graceful: false });
    throw error;
  }
  const known = new Set(jobs.map((j) => j.name));
  return {
    names: [...known],
    async runNow(name, timeoutMs = 30_000) {
      if (!known.has(name)) throw new Error(`no job named ${name}`);
      const id = await boss.send(name, {});
      if (!id) throw new Error(`job ${name} was not queued`);
      boss.notifyWorker(workers.get(name)!);
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const job = await boss.getJobById(name, id, { includeArchive: true });
        if (job?.state === 'completed') return;
        if (job?.state === 'failed' || job?.state === 'cancelled') throw new Error(`job ${name} ${job.state}`);
        if (Date.now() > deadline) throw new Error(`job ${name} did not finish within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    stop: () => boss.stop({ graceful: true, timeout: 2000, wait: true }),
  };
}
