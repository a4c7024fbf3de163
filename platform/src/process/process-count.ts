import os from 'node:os';

const MAX_PROCESSES = 64;

/**
 * How many processes serve the product (ATELIER_PROCESSES): by default one per core the machine
 * gives this program, so that no core idles under load. 1 runs everything in this one process.
 */
export function processCount(value = process.env.ATELIER_PROCESSES, cores = os.availableParallelism()): number {
  const text = value?.trim();
  if (!text) return Math.max(1, Math.min(cores, MAX_PROCESSES));
  if (!/^\d+$/.test(text) || Number(text) < 1 || Number(text) > MAX_PROCESSES)
    throw new Error(`ATELIER_PROCESSES: "${value}" is not a number of processes from 1 to ${MAX_PROCESSES}`);
  return Number(text);
}
