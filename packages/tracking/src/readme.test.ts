import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { COOKIE_MAX_AGE_SECONDS, TRACKING_COOKIES } from './cookies.ts';
import { ERROR_REPORTER_LIMITS, STACK_TRUNCATED_MARK } from './error-reporter.ts';
import { TRACKING_TIMEOUT_MS } from './events-client.ts';
import { STORAGE_KEYS, STORAGE_UNAVAILABLE_WARNING } from './session.ts';

/** The README's words, as one line: what site owners and the collector's authors read of these rules. */
const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8').replace(/\s+/g, ' ');

const DAY = 86_400;

describe("the README's promise", () => {
  it('names each cookie with the lifetime it is set for', () => {
    const rows = {
      visitRecord: ['2 years', 2 * 365 * DAY],
      visitTimestamp: ['30 minutes', 30 * 60],
      analyticsId: ['390 days', 390 * DAY],
      consent: ['1 year', 365 * DAY],
    } as const;
    for (const [cookie, [words, seconds]] of Object.entries(rows)) {
      const name = TRACKING_COOKIES[cookie as keyof typeof rows];
      expect(readme).toMatch(new RegExp(`\\| \`${name}\` [^\\n]*?\\| ${words} \\|`));
      expect(COOKIE_MAX_AGE_SECONDS[cookie as keyof typeof rows]).toBe(seconds);
    }
  });

  it("states the reporter's limits, the timeout and the storage words the code uses", () => {
    expect(readme).toContain(
      `batches of at most ${ERROR_REPORTER_LIMITS.batchSize} errors, at most ${ERROR_REPORTER_LIMITS.queuedBatches} batches waiting`,
    );
    expect(readme).toContain(`sent ${ERROR_REPORTER_LIMITS.debounceMs} ms after the last error`);
    expect(readme).toContain(
      `a stack over ${ERROR_REPORTER_LIMITS.stackChars} characters is cut and marked \`${STACK_TRUNCATED_MARK}\``,
    );
    expect(readme).toContain(`aborted after ${TRACKING_TIMEOUT_MS} ms`);
    expect(readme).toContain(`\`${STORAGE_UNAVAILABLE_WARNING}\``);
    for (const key of Object.values(STORAGE_KEYS)) expect(readme).toContain(`\`${key}\``);
  });
});
