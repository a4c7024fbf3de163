import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));

export interface Spawned {
  child: ChildProcess;
  output(): string;
  /** Resolves with the first match of `pattern` in stdout, or rejects after `timeoutMs`. */
  waitFor(pattern: RegExp, timeoutMs?: number): Promise<RegExpMatchArray>;
  stop(): Promise<number | null>;
}

/** Runs a TypeScript entry point of the repository as a child process. */
export const spawnTs = (entry: string, env: Record<string, string | undefined>) =>
  spawnNode(['--import', 'tsx', entry], env);

/**
 * Runs `npm start`'s program as `npm start` does: the compiled server (server/dist/main.js, which
 * `npm test` builds before the tests), with no TypeScript loader.
 */
export function spawnBuiltServer(env: Record<string, string | undefined>): Spawned {
  const main = path.join(REPO_ROOT, 'server/dist/main.js');
  if (!existsSync(main)) throw new Error('server/dist/main.js is missing: run `npm run build` first');
  return spawnNode([main], env);
}

/**
 * Runs one subgraph as a process of its own as the distributed mode runs it in production: its
 * compiled entry (server/dist/subgraph-<name>.js, built with the server).
 */
export function spawnBuiltSubgraph(name: string, env: Record<string, string | undefined>): Spawned {
  const main = path.join(REPO_ROOT, `server/dist/subgraph-${name}.js`);
  if (!existsSync(main)) throw new Error(`server/dist/subgraph-${name}.js is missing: run \`npm run build\` first`);
  return spawnNode([main], env);
}

function spawnNode(args: string[], env: Record<string, string | undefined>): Spawned {
  const child = spawn(process.execPath, args, {
    cwd: REPO_ROOT,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env } as NodeJS.ProcessEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (chunk) => (out += chunk));
  child.stderr!.on('data', (chunk) => (out += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    child,
    output: () => out,
    waitFor: (pattern, timeoutMs = 60_000) =>
      new Promise((resolve, reject) => {
        const started = Date.now();
        const tick = () => {
          const match = out.match(pattern);
          if (match) return resolve(match);
          if (child.exitCode !== null) return reject(new Error(`process exited (${child.exitCode}):\n${out}`));
          if (Date.now() - started > timeoutMs) return reject(new Error(`timed out waiting for ${pattern}:\n${out}`));
          setTimeout(tick, 100);
        };
        tick();
      }),
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}

export async function waitForHealthy(url: string, timeoutMs = 30_000): Promise<void> {
  const started = Date.now();
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > timeoutMs) throw new Error(`${url} did not become healthy`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
