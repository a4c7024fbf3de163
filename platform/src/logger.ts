import pino, { type DestinationStream, type Logger } from 'pino';
import { currentRequestId } from './http/request-context.ts';
import { sourceMappedStack } from './logging/source-mapped-stack.ts';

export type { Logger };

/**
 * What never reaches a log line: cookies (cart, session and crumb tokens), passwords, the CSRF
 * header and tokens, wherever they sit in the logged object.
 */
export const REDACTED_PATHS = [
  'password',
  '*.password',
  '*.*.password',
  'variables.password',
  '*.variables.password',
  'cookie',
  '*.cookie',
  'headers.cookie',
  '*.headers.cookie',
  'headers["set-cookie"]',
  '*.headers["set-cookie"]',
  'headers["x-csrf-token"]',
  '*.headers["x-csrf-token"]',
  'token',
  '*.token',
  'cartToken',
  'sessionToken',
  '*.cartToken',
  '*.sessionToken',
];

/**
 * Errors as pino serialises them, less properties that are objects of their own (a pg error carries
 * its whole client): the type, message, stack (in the sources' lines, when the server runs compiled),
 * code and cause are what a reader needs.
 */
function serializeError(error: unknown): Record<string, unknown> {
  const full = pino.stdSerializers.err(error as Error) as unknown as Record<string, unknown>;
  if (typeof full.stack === 'string') full.stack = sourceMappedStack(full.stack);
  return Object.fromEntries(
    Object.entries(full).filter(([key, value]) => key === 'cause' || value === null || typeof value !== 'object'),
  );
}

function level(): string {
  return process.env.LOG_LEVEL ?? (process.env.VITEST ? 'warn' : 'info');
}

/** JSON lines with an ISO time, the level by name, and the id of the request being served. */
export function createRootLogger(destination?: DestinationStream): Logger {
  return pino(
    {
      level: level(),
      base: undefined,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      mixin: () => {
        const requestId = currentRequestId();
        return requestId ? { requestId } : {};
      },
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
      serializers: { err: serializeError },
    },
    destination,
  );
}

const root = createRootLogger();

/** A logger for one part of the product; errors go under `err` (`log.error({ err }, 'message')`). */
export function createLogger(component: string): Logger {
  return root.child({ component });
}
