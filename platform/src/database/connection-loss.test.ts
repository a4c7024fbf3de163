import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createRootLogger } from '../logger.ts';
import { connectionErrorReporter } from './connection-loss.ts';

function capture() {
  const lines: Record<string, any>[] = [];
  const log = createRootLogger(
    new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(String(chunk)));
        done();
      },
    }),
  );
  log.level = 'info';
  return { log, lines };
}

const pgError = (code: string, message: string) => Object.assign(new Error(message), { code });

describe('connectionErrorReporter', () => {
  it('tells PostgreSQL ending every connection of a pool as it stops in one plain info line, without a stack', () => {
    const { log, lines } = capture();
    const report = connectionErrorReporter(log, 'the job runner', 'error');
    for (let i = 0; i < 3; i++) report(pgError('57P01', 'terminating connection due to administrator command'));
    expect(lines).toEqual([
      expect.objectContaining({
        level: 'info',
        code: '57P01',
        reason: 'terminating connection due to administrator command',
        msg: 'the job runner lost its connection as PostgreSQL stopped',
      }),
    ]);
    expect(lines[0]).not.toHaveProperty('err');
  });

  it('logs anything else with its error, at the level asked for', () => {
    const { log, lines } = capture();
    connectionErrorReporter(log, 'a rate-limit database pool')(pgError('28P01', 'password authentication failed'));
    connectionErrorReporter(log, 'the job runner', 'error')(pgError('42P01', 'relation "pgboss.job" does not exist'));
    expect(lines.map((l) => [l.level, l.msg, l.err.code])).toEqual([
      ['warn', 'a rate-limit database pool reported an error', '28P01'],
      ['error', 'the job runner reported an error', '42P01'],
    ]);
    expect(lines[0]!.err.stack).toMatch(/password authentication failed/);
  });
});
