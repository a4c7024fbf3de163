import { afterAll, beforeAll, expect, inject } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium } from './browser.ts';
import { optionsNow, startTestPlatform, type TestPlatform, type TestPlatformOptions } from './test-platform.ts';

export interface BrowserSession {
  readonly app: TestPlatform;
  /**
   * A page in a context of its own (its own cookies), at a width; CSP refusals are collected. With
   * `scripts: false` the context runs no JavaScript, as a shopper who turned it off; `userAgent` is the
   * one the browser says it is (a headless Chromium's own is a bot's, which the tracking collector leaves out).
   * `cspRefusals`: a test that provokes refusals on purpose (an injected script) collects this page's
   * there, to assert them itself, instead of failing the file.
   */
  newPage(width?: number, options?: { scripts?: boolean; userAgent?: string; cspRefusals?: string[] }): Promise<Page>;
}

/**
 * One Chromium per worker process, shared by the browser files it runs one after another (each in
 * contexts of its own, closed when the file ends): a launch cost each file most of a second of CPU.
 * Launched again if a file left it disconnected; Playwright ends it when the worker exits.
 */
let sharedBrowser: Promise<Browser> | undefined;
async function workerBrowser(): Promise<Browser> {
  const browser = await (sharedBrowser ??= launchChromium(inject('chromium')));
  if (browser.isConnected()) return browser;
  sharedBrowser = undefined;
  return workerBrowser();
}

/**
 * The running app and a Chromium for a browser test file. Every Content-Security-Policy refusal a
 * page reports is collected, and none may happen: the file fails after its tests otherwise.
 */
export function useBrowserSession(options: TestPlatformOptions | (() => TestPlatformOptions) = {}): BrowserSession {
  let app: TestPlatform | undefined;
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  const cspViolations: string[] = [];
  beforeAll(async () => {
    // Both at once: neither needs the other, and each takes seconds on a busy machine. Each is kept as
    // soon as it is up, so that afterAll stops it when the other failed.
    await Promise.all([
      // Read when the file starts, so that options filled in by an earlier hook (an SMTP sink's address) count.
      startTestPlatform(optionsNow(options)).then((started) => (app = started)),
      workerBrowser().then((launched) => (browser = launched)),
    ]);
  });
  afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close().catch(() => {})));
    await app?.stop();
    expect(cspViolations).toEqual([]);
  });
  return {
    get app() {
      if (!app) throw new Error('the app is not running yet');
      return app;
    },
    async newPage(
      width = 1280,
      {
        scripts = true,
        userAgent,
        cspRefusals = cspViolations,
      }: { scripts?: boolean; userAgent?: string; cspRefusals?: string[] } = {},
    ) {
      // A language as users' browsers name theirs: Chromium started under LANG=C says en-US@posix, which
      // Intl refuses (uPlot formats its numbers in navigator.language).
      const context = await browser!.newContext({
        viewport: { width, height: 900 },
        javaScriptEnabled: scripts,
        locale: 'en-US',
        ...(userAgent ? { userAgent } : {}),
      });
      contexts.push(context);
      const page = await context.newPage();
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) cspRefusals.push(`${page.url()}: ${message.text()}`);
      });
      return page;
    },
  };
}
