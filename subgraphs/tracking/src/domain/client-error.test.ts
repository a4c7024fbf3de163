import { describe, expect, it } from 'vitest';
import { clientErrorReport, errorFingerprint } from './client-error.ts';

describe('client error groups', () => {
  it('are by message, file and line: another column, app or page is the same group', () => {
    const a = clientErrorReport({ app: 'cart', message: 'x is undefined', file: '/s/app.js', line: 10, column: 4 });
    const b = clientErrorReport({ app: 'shop', message: 'x is undefined', file: '/s/app.js', line: 10, column: 99 });
    expect(a.fingerprint).toBe(b.fingerprint);
    expect(a.fingerprint).toBe(errorFingerprint('x is undefined', '/s/app.js', 10));
    expect(
      clientErrorReport({ app: 'cart', message: 'x is undefined', file: '/s/app.js', line: 11 }).fingerprint,
    ).not.toBe(a.fingerprint);
    expect(errorFingerprint('a', 'b\u00001', 2)).not.toBe(errorFingerprint('a\u0000b', '1', 2));
  });

  it('keep one full report as the example, without the URL’s query or personal custom fields', () => {
    const report = clientErrorReport({
      app: '',
      message: 'Boom',
      stack: 'Error: Boom\n    at f (app.js:1:2)',
      file: 'app.js',
      line: 1,
      column: 2,
      custom: '{"cartSize":3,"email":"a@example.com"}',
      templateId: 'tmpl_1',
      url: 'https://shop.example/checkout?token=secret#x',
      userAgent: 'Mozilla/5.0',
      timestamp: 1_764_000_000_000,
    });
    expect(report).toMatchObject({ app: 'unknown', message: 'Boom', file: 'app.js', line: 1, col: 2 });
    expect(report.example).toEqual({
      app: 'unknown',
      message: 'Boom',
      stack: 'Error: Boom\n    at f (app.js:1:2)',
      file: 'app.js',
      line: 1,
      column: 2,
      url: 'https://shop.example/checkout',
      userAgent: 'Mozilla/5.0',
      templateId: 'tmpl_1',
      custom: { cartSize: 3 },
      timestamp: 1_764_000_000_000,
    });
  });

  it('cut texts to their limits and read bad numbers as 0', () => {
    const report = clientErrorReport({
      app: 'a',
      message: 'm'.repeat(5000),
      stack: 's'.repeat(9000),
      line: -1,
      column: 1.5,
    });
    expect(report.message).toHaveLength(1000);
    expect(report.example.stack).toHaveLength(5100);
    expect([report.line, report.col]).toEqual([0, 0]);
  });
});
