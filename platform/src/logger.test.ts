import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createRootLogger } from './logger.ts';
import { runWithRequestId } from './http/request-context.ts';

function capture() {
  const lines: Record<string, any>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  const log = createRootLogger(stream);
  log.level = 'debug';
  return { log, lines };
}

describe('logger', () => {
  it('writes JSON lines with the level by name and the request id of the request being served', () => {
    const { log, lines } = capture();
    runWithRequestId('req-12345678', () => log.child({ component: 'test' }).info({ path: '/shop' }, 'page served'));
    expect(lines[0]).toMatchObject({
      level: 'info',
      component: 'test',
      path: '/shop',
      msg: 'page served',
      requestId: 'req-12345678',
    });
    expect(typeof lines[0]!.time).toBe('string');
  });

  it('never writes cookies, passwords or tokens', () => {
    const { log, lines } = capture();
    log.warn(
      {
        req: {
          headers: { cookie: 'atelier-session=secret-session', 'x-csrf-token': 'secret-crumb', 'user-agent': 'curl' },
        },
        variables: { email: 'a@b.c', password: 'secret-password' },
        input: { password: 'secret-too' },
        cartToken: 'secret-cart',
      },
      'odd request',
    );
    const text = JSON.stringify(lines[0]);
    expect(text).not.toMatch(/secret/);
    expect(lines[0]!.req.headers['user-agent']).toBe('curl');
    expect(lines[0]!.variables.email).toBe('a@b.c');
  });

  it('serialises errors with their stack and code under err, without the objects they carry', () => {
    const { log, lines } = capture();
    const error = Object.assign(new TypeError('boom'), { code: '57P01', client: { connection: { secret: 'x' } } });
    log.error({ err: error }, 'failed');
    expect(lines[0]!.err).toMatchObject({ type: 'TypeError', message: 'boom', code: '57P01' });
    expect(lines[0]!.err.stack).toMatch(/TypeError: boom/);
    expect(lines[0]!.err.client).toBeUndefined();
  });
});
