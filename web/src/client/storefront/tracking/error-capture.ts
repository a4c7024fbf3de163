import { pageConsole } from './page-console.ts';
import { createErrorReporter, type TrackingPageContext } from '@atelier/tracking';
import { sendErrors } from './tracking-requests.ts';

/** The app name the storefront's errors are reported under. */
const APP = 'storefront';

/**
 * Reports the page's uncaught errors and unhandled rejections to the owner (grouped in the
 * dashboard). The reporter sets no cookie and sends no visitor id.
 */
export function captureErrors(context: TrackingPageContext): void {
  const reporter = createErrorReporter({
    app: APP,
    page: {
      websiteId: context.websiteId,
      templateId: context.templateId,
      url: () => location.href,
      userAgent: navigator.userAgent,
    },
    send: sendErrors,
    now: () => Date.now(),
    setTimer: (run, ms) => setTimeout(run, ms),
    clearTimer: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
    consoleError: pageConsole.error,
  });
  window.addEventListener('error', (event) => {
    // A resource that failed to load is no script error.
    if (!(event instanceof ErrorEvent)) return;
    reporter.report({
      message: event.message || String(event.error ?? 'Script error'),
      stack: event.error instanceof Error ? (event.error.stack ?? '') : '',
      file: event.filename,
      line: event.lineno,
      column: event.colno,
    });
  });
  window.addEventListener('unhandledrejection', (event) => {
    const reason: unknown = event.reason;
    reporter.report({
      message: reason instanceof Error ? reason.message : `Unhandled rejection: ${String(reason)}`,
      stack: reason instanceof Error ? (reason.stack ?? '') : '',
      custom: { kind: 'unhandledrejection' },
    });
  });
}
