import { describe, expect, it } from 'vitest';
import { clientErrorsCsv } from './client-errors-csv.ts';

describe('clientErrorsCsv', () => {
  it('writes one row per group with its place, count, times and example, and never a formula', () => {
    const csv = clientErrorsCsv([
      {
        id: 'fp1',
        app: 'cart',
        message: '=HYPERLINK("x"), said the error',
        file: 'https://a.test/app.js',
        line: 12,
        column: 7,
        count: 3,
        firstSeen: '2026-11-20T10:00:00.000Z',
        lastSeen: '2026-11-26T09:30:00.000Z',
        example: { stack: 'at x', url: 'https://a.test/shop', userAgent: 'Firefox', templateId: null, custom: null },
      },
    ]).split('\r\n');
    expect(csv).toEqual([
      'Message,App,File,Line,Column,Count,First seen,Last seen,Example URL,Example user agent',
      `"'=HYPERLINK(""x""), said the error",cart,https://a.test/app.js,12,7,3,2026-11-20T10:00:00.000Z,2026-11-26T09:30:00.000Z,https://a.test/shop,Firefox`,
      '',
    ]);
  });
});
