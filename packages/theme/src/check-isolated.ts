import { Worker } from 'node:worker_threads';
import type { ThemeError } from './theme-error.ts';

export type IsolatedCheck =
  | {
      ok: true;
      name: string;
      version: string;
      css: string;
      files: Map<string, Uint8Array>;
      /** What the theme asks that Atelier reads its own way: it is used all the same. */
      warnings: ThemeError[];
    }
  | { ok: false; errors: ThemeError[]; warnings?: ThemeError[] };

/** A theme check may take this long and this much memory before it is stopped. */
export const ISOLATED_CHECK_LIMITS: { timeoutMs: number; maxMemoryMb: number } = {
  timeoutMs: 20_000,
  maxMemoryMb: 256,
};

/**
 * Checks a theme zip in a worker thread. An owner's LESS can loop for a long time (mixins that call
 * themselves with guards) and a theme can be large: the check must not stall the process that
 * serves every other site, so it runs beside it, bounded in time and memory.
 */
export function checkThemeZipIsolated(zip: Uint8Array, limits = ISOLATED_CHECK_LIMITS): Promise<IsolatedCheck> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./check-worker-entry.mjs', import.meta.url), {
      workerData: zip,
      resourceLimits: { maxOldGenerationSizeMb: limits.maxMemoryMb },
    });
    const stopped = (message: string) => resolve({ ok: false, errors: [{ file: 'theme.zip', message }] });
    const timer = setTimeout(() => {
      void worker.terminate();
      stopped(
        `Checking this theme took longer than ${limits.timeoutMs / 1000} seconds; simplify its stylesheets or templates.`,
      );
    }, limits.timeoutMs);
    worker.once(
      'message',
      (
        message:
          | {
              ok: true;
              name: string;
              version: string;
              css: string;
              files: [string, Uint8Array][];
              warnings: ThemeError[];
            }
          | { ok: false; errors: ThemeError[]; warnings: ThemeError[] },
      ) => {
        clearTimeout(timer);
        void worker.terminate();
        resolve(message.ok ? { ...message, files: new Map(message.files) } : message);
      },
    );
    worker.once('error', (error) => {
      clearTimeout(timer);
      if (/memory/i.test(error.message))
        stopped(`Checking this theme needed more than ${limits.maxMemoryMb} MB of memory.`);
      else reject(error);
    });
  });
}
