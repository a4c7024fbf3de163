import { describe, expect, it } from 'vitest';
import { decodeSubmissionCursor, encodeSubmissionCursor } from './submission-cursor.ts';

describe('submission cursors', () => {
  it('read back what they were made of', () => {
    const cursor = { createdAt: new Date('2026-11-21T10:00:00.123Z'), id: 'fsub_1' };
    expect(decodeSubmissionCursor(encodeSubmissionCursor(cursor))).toEqual(cursor);
  });
  it('refuse anything else', () => {
    for (const text of [
      '',
      'abc',
      Buffer.from('[1,2]').toString('base64url'),
      Buffer.from('["not a date","x"]').toString('base64url'),
    ])
      expect(decodeSubmissionCursor(text)).toBeNull();
  });
});
