import { createHash } from 'node:crypto';
import { withoutPersonalData } from './personal-data.ts';
import { storableText } from './storable-text.ts';

/** A report as the page's error reporter sends it (the SDL's ClientErrorReportInput). */
export interface ClientErrorInput {
  app: string;
  message: string;
  stack?: string | null;
  file?: string | null;
  line?: number | null;
  column?: number | null;
  custom?: string | null;
  templateId?: string | null;
  url?: string | null;
  userAgent?: string | null;
  timestamp?: number | null;
}

/** A report as its group keeps it: the group's columns and the example. */
export interface ClientErrorReport {
  fingerprint: string;
  app: string;
  message: string;
  file: string;
  line: number;
  col: number;
  example: Record<string, unknown>;
}

export const CLIENT_ERROR_LIMITS = {
  app: 100,
  message: 1000,
  stack: 5100,
  file: 1000,
  url: 2000,
  custom: 4096,
} as const;

const cut = (value: string | null | undefined, max: number) => storableText(value ?? '').slice(0, max);
const whole = (value: number | null | undefined) =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 10_000_000 ? value : 0;

/**
 * The group of an error: a hash of its message, file and line. The column is left out (minified
 * bundles move it with every build), as are the app and the page, which differ between the same
 * error's reports.
 */
export function errorFingerprint(message: string, file: string, line: number): string {
  return createHash('sha256')
    .update(JSON.stringify([message, file, line]))
    .digest('hex')
    .slice(0, 32);
}

/** The URL of a report without its query and fragment (they may carry tokens or addresses). */
function pageUrlOf(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return `${parsed.origin}${parsed.pathname}`.slice(0, CLIENT_ERROR_LIMITS.url);
  } catch {
    return null;
  }
}

/**
 * A report as its group keeps it: texts cut to their limits (the page cuts stacks at 5000
 * characters and marks them), an empty app named 'unknown' as the page does, the custom fields a
 * JSON object without personal data (or left out), the page's URL without its query.
 */
export function clientErrorReport(input: ClientErrorInput): ClientErrorReport {
  const app = cut(input.app.trim(), CLIENT_ERROR_LIMITS.app) || 'unknown';
  const message = cut(input.message, CLIENT_ERROR_LIMITS.message);
  const file = cut(input.file, CLIENT_ERROR_LIMITS.file);
  const line = whole(input.line);
  const col = whole(input.column);
  let custom: unknown = null;
  if (input.custom && input.custom.length <= CLIENT_ERROR_LIMITS.custom) {
    try {
      const parsed: unknown = JSON.parse(input.custom);
      if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) custom = withoutPersonalData(parsed);
    } catch {
      custom = null;
    }
  }
  return {
    fingerprint: errorFingerprint(message, file, line),
    app,
    message,
    file,
    line,
    col,
    example: {
      app,
      message,
      stack: cut(input.stack, CLIENT_ERROR_LIMITS.stack),
      file,
      line,
      column: col,
      url: pageUrlOf(input.url),
      userAgent: cut(input.userAgent, 500),
      templateId: input.templateId ? cut(input.templateId, 64) : null,
      custom,
      timestamp: typeof input.timestamp === 'number' && Number.isFinite(input.timestamp) ? input.timestamp : null,
    },
  };
}
