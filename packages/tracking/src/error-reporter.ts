/** The error reporter's limits (SPEC sections 8 and 9). */
export const ERROR_REPORTER_LIMITS = {
  /** Errors sent in one request at most. */
  batchSize: 20,
  /** Batches waiting to be sent at most; errors past them are dropped (a page throwing in a loop). */
  queuedBatches: 10,
  /** Quiet time after the last error before a batch is sent, so a burst goes in one request. */
  debounceMs: 1000,
  /** Characters of a stack kept; a longer one is cut and marked. */
  stackChars: 5000,
} as const;

export const STACK_TRUNCATED_MARK = '[STACK TRACE TRUNCATED]';
/** The app name of a reporter made without one (SPEC section 8). */
export const UNKNOWN_APP = 'unknown';
export const MISSING_APP_MESSAGE = `The error reporter was given no app name: its errors are reported as '${UNKNOWN_APP}'.`;
/** The `event` of every report in `POST /api/events/RecordJavascriptErrors`. */
export const CLIENT_ERROR_EVENT = 'javascript_error';

/** A stack of at most ERROR_REPORTER_LIMITS.stackChars characters, marked when cut. */
export function truncateStack(stack: string): string {
  return stack.length > ERROR_REPORTER_LIMITS.stackChars
    ? `${stack.slice(0, ERROR_REPORTER_LIMITS.stackChars)}\n${STACK_TRUNCATED_MARK}`
    : stack;
}

/** An error as the page saw it. */
export interface ClientError {
  message: string;
  stack?: string;
  file?: string;
  line?: number;
  column?: number;
  custom?: Record<string, unknown>;
}

/** The `data` of a report (SPEC section 7), sent as a JSON string. */
export interface ClientErrorData {
  app: string;
  message: string;
  stack: string;
  file: string;
  line: number;
  column: number;
  custom: Record<string, unknown>;
  websiteId: string;
  templateId: string;
  url: string;
  userAgent: string;
}

/** One element of the JSON array `POST /api/events/RecordJavascriptErrors` takes. */
export interface ErrorReport {
  event: string;
  data: string;
  timestamp: number;
}

export interface ErrorReporterOptions {
  app: string | undefined;
  page: { websiteId: string; templateId: string; url: () => string; userAgent: string };
  /** Sends one batch; a failure is swallowed (the reporter must never throw into the page). */
  send: (batch: ErrorReport[]) => Promise<unknown>;
  now: () => number;
  setTimer: (run: () => void, ms: number) => unknown;
  clearTimer: (timer: unknown) => void;
  consoleError: (message: string) => void;
}

export interface ErrorReporter {
  report(error: ClientError): void;
  /** Batches waiting, the one being filled included (for tests and the page's own checks). */
  waiting(): number;
}

/**
 * Collects the page's errors into batches of at most 20, sent one request at a time after a second
 * without a new error (or at once when a batch fills); at most 10 batches wait, and errors beyond
 * them are dropped rather than kept without end.
 */
export function createErrorReporter(options: ErrorReporterOptions): ErrorReporter {
  const app = options.app?.trim() || UNKNOWN_APP;
  if (app === UNKNOWN_APP && !options.app?.trim()) options.consoleError(MISSING_APP_MESSAGE);
  const queue: ErrorReport[][] = [];
  let filling: ErrorReport[] = [];
  let timer: unknown;
  let sending = false;

  const close = () => {
    if (filling.length && queue.length < ERROR_REPORTER_LIMITS.queuedBatches) queue.push(filling);
    filling = [];
  };
  const drain = async () => {
    if (sending) return;
    sending = true;
    for (let batch = queue.shift(); batch; batch = queue.shift()) await options.send(batch).catch(() => undefined);
    sending = false;
  };
  const flush = () => {
    timer = undefined;
    close();
    void drain();
  };

  return {
    report(error) {
      // A full queue takes nothing more until it drains.
      if (queue.length >= ERROR_REPORTER_LIMITS.queuedBatches) return;
      const data: ClientErrorData = {
        app,
        message: String(error.message ?? ''),
        stack: truncateStack(error.stack ?? ''),
        file: error.file ?? '',
        line: error.line ?? 0,
        column: error.column ?? 0,
        custom: error.custom ?? {},
        websiteId: options.page.websiteId,
        templateId: options.page.templateId,
        url: options.page.url(),
        userAgent: options.page.userAgent,
      };
      filling.push({ event: CLIENT_ERROR_EVENT, data: JSON.stringify(data), timestamp: options.now() });
      if (timer !== undefined) options.clearTimer(timer);
      if (filling.length >= ERROR_REPORTER_LIMITS.batchSize) {
        close();
        void drain();
      }
      timer = options.setTimer(flush, ERROR_REPORTER_LIMITS.debounceMs);
    },
    waiting: () => queue.length + (filling.length ? 1 : 0),
  };
}
