import { performance } from 'node:perf_hooks';

/**
 * Median milliseconds of each function over `runs` rounds, after a warm-up. The functions take
 * turns within each round, so that neither bears the warm-up or a slow moment alone.
 */
export function medians(runs: number, fns: (() => void)[]): number[] {
  for (let i = 0; i < 50; i++) fns.forEach((fn) => fn());
  const times = fns.map(() => [] as number[]);
  for (let i = 0; i < runs; i++) {
    fns.forEach((fn, index) => {
      const started = performance.now();
      fn();
      times[index]!.push(performance.now() - started);
    });
  }
  return times.map((list) => list.sort((a, b) => a - b)[Math.floor(list.length / 2)]!);
}
