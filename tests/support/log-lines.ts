import pino from 'pino';
import { createLogger } from '@atelier/platform';

export interface LogLine {
  level: string;
  msg?: string;
  err?: { stack?: string };
  [key: string]: unknown;
}

/**
 * Records the lines the product logs in this process (the test platform runs here) from now until
 * `stop`. Every logger of the product is a child of one root, so they share its stream; the lines
 * still reach it, as ever. The level is the run's (LOG_LEVEL, `warn` under vitest), so errors and
 * warnings are always seen.
 */
export function captureLogLines(): { lines(): LogLine[]; stop(): void } {
  const stream = (createLogger('tests') as unknown as Record<symbol, { write(chunk: string): boolean }>)[
    pino.symbols.streamSym
  ]!;
  const write = stream.write;
  const captured: string[] = [];
  stream.write = function (chunk: string) {
    captured.push(chunk);
    return write.call(this, chunk);
  };
  return {
    lines: () =>
      captured
        .join('')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as LogLine),
    stop: () => void (stream.write = write),
  };
}
