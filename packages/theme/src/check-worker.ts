import { parentPort, workerData } from 'node:worker_threads';
import { checkThemeZip } from './check-theme.ts';

/** Checks one theme zip off the main thread (see check-isolated.ts) and posts what it found. */
const result = await checkThemeZip(workerData as Uint8Array);
parentPort!.postMessage(
  result.theme && result.files
    ? {
        ok: true,
        name: result.theme.conf.name,
        version: result.theme.version,
        css: result.theme.css,
        files: [...result.files],
        warnings: result.warnings ?? [],
      }
    : { ok: false, errors: result.errors, warnings: result.warnings ?? [] },
);
