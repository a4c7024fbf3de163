import { describe, expect, it } from 'vitest';
import {
  createErrorReporter,
  ERROR_REPORTER_LIMITS,
  MISSING_APP_MESSAGE,
  truncateStack,
  type ClientErrorData,
  type ErrorReport,
} from './error-reporter.ts';

/** A hand-driven clock: timers run when the test moves time on. */
function clock() {
  let now = 0;
  let next = 0;
  const timers = new Map<number, { at: number; run: () => void }>();
  return {
    now: () => now,
    setTimer: (run: () => void, ms: number) => {
      timers.set(++next, { at: now + ms, run });
      return next;
    },
    clearTimer: (id: unknown) => void timers.delete(id as number),
    async advance(ms: number) {
      now += ms;
      for (const [id, timer] of [...timers].sort((a, b) => a[1].at - b[1].at))
        if (timer.at <= now) {
          timers.delete(id);
          timer.run();
        }
      // Let the sends the timers started go through their awaits.
      for (let i = 0; i < 50; i++) await Promise.resolve();
    },
  };
}

function reporter(
  { app, send }: { app?: string; send?: (batch: ErrorReport[]) => Promise<unknown> } = { app: 'storefront' },
) {
  const time = clock();
  const sent: ErrorReport[][] = [];
  const consoleErrors: string[] = [];
  const made = createErrorReporter({
    app,
    page: { websiteId: 'site-1', templateId: 'bedford', url: () => 'http://kiln.localhost/shop', userAgent: 'UA' },
    send:
      send ??
      (async (batch) => {
        sent.push(batch);
      }),
    now: time.now,
    setTimer: time.setTimer,
    clearTimer: time.clearTimer,
    consoleError: (m) => consoleErrors.push(m),
  });
  return { reporter: made, sent, consoleErrors, time };
}

const dataOf = (report: ErrorReport) => JSON.parse(report.data) as ClientErrorData;

describe('the error reporter', () => {
  it('sends after 1000 ms without a new error, with the documented data', async () => {
    const { reporter: r, sent, time } = reporter();
    await time.advance(5);
    r.report({ message: 'boom', stack: 'Error: boom\n at x', file: 'app.js', line: 3, column: 7, custom: { a: 1 } });
    await time.advance(999);
    expect(sent).toEqual([]);
    await time.advance(1);
    expect(sent).toHaveLength(1);
    expect(sent[0]![0]).toMatchObject({ event: 'javascript_error', timestamp: 5 });
    expect(dataOf(sent[0]![0]!)).toEqual({
      app: 'storefront',
      message: 'boom',
      stack: 'Error: boom\n at x',
      file: 'app.js',
      line: 3,
      column: 7,
      custom: { a: 1 },
      websiteId: 'site-1',
      templateId: 'bedford',
      url: 'http://kiln.localhost/shop',
      userAgent: 'UA',
    });
  });

  it('waits while errors keep coming (debounce), then sends them together', async () => {
    const { reporter: r, sent, time } = reporter();
    for (let i = 0; i < 5; i++) {
      r.report({ message: `e${i}` });
      await time.advance(900);
    }
    expect(sent).toEqual([]);
    await time.advance(100);
    expect(sent.map((batch) => batch.length)).toEqual([5]);
  });

  it('sends batches of at most 20, a full one at once', async () => {
    const { reporter: r, sent, time } = reporter();
    for (let i = 0; i < 45; i++) r.report({ message: `e${i}` });
    await time.advance(0);
    expect(sent.map((batch) => batch.length)).toEqual([20, 20]);
    await time.advance(ERROR_REPORTER_LIMITS.debounceMs);
    expect(sent.map((batch) => batch.length)).toEqual([20, 20, 5]);
    expect(sent.flat().map((report) => dataOf(report).message)).toEqual(Array.from({ length: 45 }, (_, i) => `e${i}`));
  });

  it('keeps at most 10 batches waiting and drops what comes past them', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const sent: ErrorReport[][] = [];
    const { reporter: r, time } = reporter({
      app: 'storefront',
      send: async (batch) => {
        sent.push(batch);
        await held;
      },
    });
    // The first batch goes out and hangs; ten more wait; the rest are dropped.
    for (let i = 0; i < 20 * 13; i++) r.report({ message: `e${i}` });
    await time.advance(0);
    expect(sent).toHaveLength(1);
    expect(r.waiting()).toBe(10);
    release();
    await time.advance(ERROR_REPORTER_LIMITS.debounceMs);
    expect(sent).toHaveLength(11);
    expect(sent.every((batch) => batch.length === 20)).toBe(true);
    expect(r.waiting()).toBe(0);
  });

  it('swallows a failed send and goes on with the next batch', async () => {
    const sent: number[] = [];
    const { reporter: r, time } = reporter({
      app: 'storefront',
      send: async (batch) => {
        sent.push(batch.length);
        if (sent.length === 1) throw new Error('offline');
      },
    });
    for (let i = 0; i < 25; i++) r.report({ message: 'x' });
    await time.advance(ERROR_REPORTER_LIMITS.debounceMs);
    expect(sent).toEqual([20, 5]);
  });

  it("cuts a stack over 5000 characters and marks it '[STACK TRACE TRUNCATED]'", () => {
    expect(truncateStack('a'.repeat(5000))).toBe('a'.repeat(5000));
    expect(truncateStack('a'.repeat(5001))).toBe(`${'a'.repeat(5000)}\n[STACK TRACE TRUNCATED]`);
  });

  it("logs a console error for a missing app name and reports as 'unknown'", async () => {
    const { reporter: r, sent, consoleErrors, time } = reporter({});
    expect(consoleErrors).toEqual([MISSING_APP_MESSAGE]);
    r.report({ message: 'x', stack: 'y'.repeat(6000) });
    await time.advance(ERROR_REPORTER_LIMITS.debounceMs);
    expect(dataOf(sent[0]![0]!).app).toBe('unknown');
    expect(dataOf(sent[0]![0]!).stack.endsWith('[STACK TRACE TRUNCATED]')).toBe(true);
    expect(reporter({ app: '  ' }).consoleErrors).toEqual([MISSING_APP_MESSAGE]);
    expect(reporter({ app: 'shop' }).consoleErrors).toEqual([]);
  });
});
