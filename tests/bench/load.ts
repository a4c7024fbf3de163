import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** What one closed-loop load measured of this process, the server's. */
export interface LoadFigures {
  runs: number;
  concurrency: number;
  requestsPerSecond: number;
  /** Wall milliseconds per request answered: the inverse of the throughput. */
  msPerRequest: number;
  p50: number;
  /** CPU milliseconds this process spent per request (user and system), the client's left out. */
  cpuMsPerRequest: number;
}

export interface LoadRequest {
  url: string;
  headers: Record<string, string>;
  body: string;
  /** The status every answer must have (a beacon's 202); unset: a GraphQL answer with data, 200. */
  status?: number;
}

/** A client process of its own (load-process.mjs) that sends the bench's requests. */
export interface LoadProcess {
  /**
   * Sends `request` (a GraphQL POST) `runs` times from `concurrency` keep-alive connections, and
   * measures this process's CPU over the run: the servers of the bench's platform run here, the
   * load generator does not.
   */
  closedLoop(request: LoadRequest, runs: number, concurrency: number): Promise<LoadFigures>;
  stop(): void;
}

export async function startLoadProcess(): Promise<LoadProcess> {
  const child = fork(fileURLToPath(new URL('./load-process.mjs', import.meta.url)), [], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  await new Promise<void>((resolve, reject) => child.once('spawn', resolve).once('error', reject));
  const closedLoop = async (request: LoadRequest, runs: number, concurrency: number): Promise<LoadFigures> => {
    const cpu = process.cpuUsage();
    const answer = await new Promise<{ timings?: number[]; wallMs?: number; error?: string }>((resolve, reject) => {
      const exited = (code: number | null) => reject(new Error(`the load process exited (${code}) before answering`));
      child.once('exit', exited);
      child.once('message', (message: { timings?: number[]; wallMs?: number; error?: string }) => {
        child.off('exit', exited);
        resolve(message);
      });
      child.send({ ...request, runs, concurrency });
    });
    const spent = process.cpuUsage(cpu);
    if (answer.error || !answer.timings || !answer.wallMs)
      throw new Error(answer.error ?? 'the load process said nothing');
    const sorted = [...answer.timings].sort((a, b) => a - b);
    return {
      runs,
      concurrency,
      requestsPerSecond: runs / (answer.wallMs / 1000),
      msPerRequest: answer.wallMs / runs,
      p50: sorted[Math.floor(sorted.length / 2)]!,
      cpuMsPerRequest: (spent.user + spent.system) / 1000 / runs,
    };
  };
  return { closedLoop, stop: () => child.kill() };
}

/** The median of each figure over rounds of the same load. */
export function medianFigures(rounds: LoadFigures[]): LoadFigures {
  const median = (pick: (f: LoadFigures) => number) => {
    const values = rounds.map(pick).sort((a, b) => a - b);
    return values[Math.floor(values.length / 2)]!;
  };
  return {
    runs: rounds[0]!.runs,
    concurrency: rounds[0]!.concurrency,
    requestsPerSecond: median((f) => f.requestsPerSecond),
    msPerRequest: median((f) => f.msPerRequest),
    p50: median((f) => f.p50),
    cpuMsPerRequest: median((f) => f.cpuMsPerRequest),
  };
}

/** The median of a list of numbers. */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}
