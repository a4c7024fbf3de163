import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

/** Flags for a headless Chromium on a machine whose network is closed (no update or sync probes). */
const QUIET_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * @sparticuz/chromium's own flags (made for serverless hosts), less those that would make it behave
 * unlike a shopper's browser: the same-origin policy and mixed-content blocking stay on, so CSP and
 * cookie tests mean something, and each browser context gets renderers of its own (with
 * --single-process, pages of separate contexts were seen sharing state and hanging).
 */
const UNSAFE_PACKAGED_ARGS = new Set([
  '--disable-web-security',
  '--allow-running-insecure-content',
  '--single-process',
]);

export interface ChromiumLaunch {
  executablePath: string;
  args: string[];
  source: 'CHROMIUM_PATH' | 'system' | '@sparticuz/chromium';
}

/**
 * Which Chromium the browser tests drive: CHROMIUM_PATH, else a system Chromium, else the binary
 * shipped inside the npm package @sparticuz/chromium, so that a bare machine needs nothing installed
 * by hand. A test tool's own browser download is never used: this machine cannot reach it.
 */
export async function resolveChromium(): Promise<ChromiumLaunch> {
  const configured = process.env.CHROMIUM_PATH;
  if (configured) {
    if (!existsSync(configured)) throw new Error(`CHROMIUM_PATH names ${configured}, which does not exist`);
    return { executablePath: configured, args: QUIET_ARGS, source: 'CHROMIUM_PATH' };
  }
  const system = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => existsSync(p));
  if (system) return { executablePath: system, args: QUIET_ARGS, source: 'system' };
  const { default: packaged } = await import('@sparticuz/chromium');
  const args = [...packaged.args.filter((arg) => !UNSAFE_PACKAGED_ARGS.has(arg)), ...QUIET_ARGS];
  return { executablePath: await packaged.executablePath(), args: [...new Set(args)], source: '@sparticuz/chromium' };
}

/**
 * `resolved` is the run's Chromium as the global setup found it: @sparticuz/chromium unpacks its
 * binary on first use, and two test files unpacking it at once would run a half-written file (ETXTBSY).
 */
export async function launchChromium(resolved?: ChromiumLaunch): Promise<Browser> {
  const { executablePath, args } = resolved ?? (await resolveChromium());
  return chromium.launch({ executablePath, args });
}
